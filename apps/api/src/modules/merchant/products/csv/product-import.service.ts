import type { ProductImport } from '@sauda/domain';
import type { AppDb } from '../../../../db/client.js';
import type { UserRow } from '../../../auth/sessions.repository.js';
import { invalidateCatalog } from '../../../catalog/catalog-cache.js';
import { requireStoreAccess } from '../../access/store-access.js';
import { recordStoreActivity } from '../../activity/store-activity.repository.js';
import { importFailed } from './product-csv-errors.js';
import type { ReadProductCsv } from './product-csv-upload.js';
import {
  insertImportedProducts,
  loadCsvCategories,
  loadProductsForImport,
  updateImportedProducts,
} from './product-csv.repository.js';
import { ProductImportPlan } from './product-import-plan.js';

type Actor = Pick<UserRow, 'id'>;

/** What an import is done to, in the activity log: the product list as a whole. */
const IMPORT_SUBJECT = 'Product CSV';

/** Rows per INSERT or UPDATE: 13 parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK_ROWS = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_ROWS) {
    out.push(items.slice(start, start + CHUNK_ROWS));
  }
  return out;
}

/**
 * POST merchant/stores/{storeId}/products/import (owner, manager). Every row is checked
 * against the store's categories and products; a dry run answers what would happen. Applied,
 * a file with any refused row writes nothing (400 import_failed, with the same preview), and a
 * good file is written in one transaction, a few hundred rows per statement.
 */
export async function importStoreProducts(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  { readCsv, dryRun }: { readCsv: ReadProductCsv; dryRun: boolean },
  now: Date,
): Promise<ProductImport> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'editProducts');
  const [categories, existing] = await Promise.all([
    loadCsvCategories(db, companyId),
    loadProductsForImport(db, companyId),
  ]);
  const plan = new ProductImportPlan(categories, existing, now);
  await readCsv((cells, row) => plan.add(cells, row));
  const summary = plan.summary();
  if (dryRun) return summary;
  if (summary.failed > 0) throw importFailed(summary);

  await db.transaction(async (tx) => {
    for (const rows of chunks(plan.inserts)) await insertImportedProducts(tx, companyId, rows);
    for (const rows of chunks(plan.updates)) await updateImportedProducts(tx, companyId, rows);
    await recordStoreActivity(tx, {
      companyId,
      actorId: actor.id,
      action: 'products_imported',
      subject: IMPORT_SUBJECT,
      detail: { created: summary.created, updated: summary.updated },
    });
  });
  invalidateCatalog(db);
  return summary;
}
