import { PRODUCT_CSV_COLUMNS, UTF8_BOM, csvLine, fromPaisa, productCsvCells } from '@sauda/domain';
import type { AppDb } from '../../../../db/client.js';
import type { UserRow } from '../../../auth/sessions.repository.js';
import { requireStoreAccess } from '../../access/store-access.js';
import { exportPage } from './product-csv.repository.js';

type Actor = Pick<UserRow, 'id'>;

const PAGE_ROWS = 1000;

/** The file's lines, a page of products at a time: a big store is never held whole. */
async function* productCsvLines(db: AppDb, companyId: number): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(PRODUCT_CSV_COLUMNS);
  let afterId = 0;
  for (;;) {
    const page = await exportPage(db, companyId, afterId, PAGE_ROWS);
    if (page.length === 0) return;
    yield page
      .map((product) =>
        csvLine(
          productCsvCells({
            query_id: product.queryId,
            name: product.name,
            category: product.category,
            sub_category: product.subCategory,
            brand: product.brand,
            description: product.description,
            cost: fromPaisa(product.costPaisa),
            quantity: product.quantity,
            unlimited: product.unlimited,
            is_active: product.isActive,
            colors: product.colors,
            sizes: product.sizes,
          }),
        ),
      )
      .join('');
    afterId = page[page.length - 1]?.id ?? afterId;
    if (page.length < PAGE_ROWS) return;
  }
}

/**
 * GET merchant/stores/{storeId}/products/export (owner, manager): every product, inactive
 * ones too, in the columns the import reads; UTF-8 with a byte order mark, CRLF lines.
 * Access is checked before the first line, so a refusal is a plain error answer.
 */
export async function exportStoreProducts(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
): Promise<AsyncIterable<string>> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'editProducts');
  return productCsvLines(db, companyId);
}
