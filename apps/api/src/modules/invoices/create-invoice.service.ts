import {
  activePromotionPaisa,
  isOutOfStock,
  lineRegularTotalPaisa,
  lineTotalPaisa,
  promotionTermsOf,
  type CreateInvoiceBody,
  type Invoice,
  type InvoiceItemInput,
} from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { companyNotFound } from '../catalog/catalog-errors.js';
import type { CompanyRow } from '../catalog/companies.repository.js';
import { readFeeSettings } from './checkout-settings.service.js';
import {
  findVisibleStore,
  listStoreHolidayDates,
  listStoreHours,
} from './checkout-stores.repository.js';
import { billOf, PROMOTION_DISCOUNT_TYPE, toPricedLine, totalsColumns } from './invoice-bill.js';
import {
  belowMinimumOrder,
  exceedsRemainingUnits,
  outOfStock,
  productUnavailable,
} from './invoice-errors.js';
import {
  findProductsByQueryIds,
  type InvoiceProductRow,
  type ProductRow,
} from './invoice-products.repository.js';
import { invoiceAnswer } from './invoice-view.service.js';
import { deleteOpenInvoices, insertInvoice, type NewInvoiceItem } from './invoices.repository.js';

interface LineWithProduct {
  line: InvoiceItemInput;
  product: ProductRow;
}

/** Each line with its product, checked to be on sale at this store. */
function productsOfLines(
  store: CompanyRow,
  lines: readonly InvoiceItemInput[],
  found: readonly InvoiceProductRow[],
): LineWithProduct[] {
  const byQueryId = new Map(found.map((row) => [row.product.queryId, row]));
  return lines.map((line) => {
    const row = byQueryId.get(line.product_query_id);
    if (!row?.visible || row.product.companyId !== store.id) {
      throw productUnavailable(line.product_query_id, row?.product.name);
    }
    return { line, product: row.product };
  });
}

/** Stock is only checked here; it is taken when the order is placed. */
function assertInStock(lines: readonly LineWithProduct[]): void {
  const wanted = new Map<number, number>();
  for (const { line, product } of lines) {
    wanted.set(product.id, (wanted.get(product.id) ?? 0) + line.quantity);
  }
  for (const { product } of lines) {
    const stock = {
      unlimited: product.unlimited,
      unlimited_out_of_stock: product.unlimitedOutOfStock,
      product_available_quantity: product.quantity,
    };
    if (isOutOfStock(stock)) throw outOfStock(product.queryId, product.name);
    if (!product.unlimited && (wanted.get(product.id) ?? 0) > product.quantity) {
      throw exceedsRemainingUnits(product.queryId, product.name);
    }
  }
}

const textOrNull = (value: string | null | undefined) => (value ? value : null);

/**
 * A line with the product's name and prices as they are now (a promotion counts only while
 * its window runs): later changes do not touch it.
 */
function toNewItem({ line, product }: LineWithProduct, now: Date): NewInvoiceItem {
  const saving = activePromotionPaisa(promotionTermsOf(product), now) ?? 0;
  const snapshot = {
    unitCostPaisa: product.costPaisa,
    unitCostAfterDiscountPaisa: product.costPaisa - saving,
    quantity: line.quantity,
    discountType: saving > 0 ? PROMOTION_DISCOUNT_TYPE : null,
  };
  const priced = toPricedLine(snapshot);
  return {
    ...snapshot,
    productId: product.id,
    productQueryId: product.queryId,
    productName: product.name,
    size: textOrNull(line.size),
    color: textOrNull(line.color),
    itemDescription: textOrNull(line.item_description),
    instruction: textOrNull(line.instruction),
    amountPaisa: lineRegularTotalPaisa(priced),
    payablePaisa: lineTotalPaisa(priced),
  };
}

/**
 * POST invoices: an open invoice of the signed-in user at one store, priced from the database
 * alone. The user's earlier open invoices at that store go: only the newest checkout counts.
 */
export async function createInvoice(
  db: AppDb,
  actor: UserRow,
  body: CreateInvoiceBody,
  now: Date,
): Promise<Invoice> {
  const { organization_query_id: storeQueryId, invoice_items_attributes: lines } = body.invoice;
  const store = await findVisibleStore(db, storeQueryId);
  if (!store) throw companyNotFound();
  const queryIds = [...new Set(lines.map((line) => line.product_query_id))];
  const ordered = productsOfLines(store, lines, await findProductsByQueryIds(db, queryIds));
  assertInStock(ordered);
  const items = ordered.map((line) => toNewItem(line, now));
  const settings = await readFeeSettings(db);
  const totals = billOf({ lines: items, store, settings });
  if (totals.subTotalPaisa < store.minimumOrderPaisa) {
    throw belowMinimumOrder(store.name, store.minimumOrderPaisa);
  }
  const written = await db.transaction(async (tx) => {
    await deleteOpenInvoices(tx, actor.id, store.id);
    return insertInvoice(
      tx,
      {
        userId: actor.id,
        companyId: store.id,
        status: 'open',
        ...totalsColumns(totals),
        createdAt: now,
        updatedAt: now,
      },
      items,
    );
  });
  const [hours, holidays] = await Promise.all([
    listStoreHours(db, store.id),
    listStoreHolidayDates(db, store.id),
  ]);
  // A new invoice has no voucher and no order yet.
  const invoiceStore = { store, hours, holidays };
  return invoiceAnswer({ ...written, invoiceStore, voucher: null, order: null, settings }, now);
}
