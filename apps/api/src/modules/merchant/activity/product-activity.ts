import { fromPaisa, type StoreActivityAction } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { ProductRow } from '../products/store-products.repository.js';
import { recordStoreActivity } from './store-activity.repository.js';

type Watched = 'costPaisa' | 'promotionAmountPaisa' | 'quantity' | 'unlimited' | 'isActive';
type Before = Pick<ProductRow, 'name' | Watched>;
type Change = Partial<Before>;

interface WatchedField {
  key: Watched;
  /** The field's name in the API, as the log's detail names it. */
  field: string;
  action: StoreActivityAction;
  money?: boolean;
}

const WATCHED: readonly WatchedField[] = [
  { key: 'costPaisa', field: 'cost', action: 'price_changed', money: true },
  { key: 'promotionAmountPaisa', field: 'promotion_amount', action: 'price_changed', money: true },
  { key: 'quantity', field: 'quantity', action: 'stock_changed' },
  { key: 'unlimited', field: 'unlimited', action: 'stock_changed' },
  { key: 'isActive', field: 'is_active', action: 'stock_changed' },
];

/** Money in rupees, as people read it; the rest as stored. */
function valueOf(product: Change, { key, money }: WatchedField): number | boolean | null {
  const value = product[key] ?? null;
  return money && typeof value === 'number' ? fromPaisa(value) : value;
}

/**
 * One entry per watched field the edit really changes (a price from and to, a stock count, the
 * switch of unlimited or of availability), in the edit's transaction.
 */
export async function recordProductEdit(
  tx: AppDb,
  edit: { companyId: number; actorId: number; before: Before; columns: Change },
): Promise<void> {
  for (const watched of WATCHED) {
    if (edit.columns[watched.key] === undefined) continue;
    const from = valueOf(edit.before, watched);
    const to = valueOf(edit.columns, watched);
    if (from === to) continue;
    await recordStoreActivity(tx, {
      companyId: edit.companyId,
      actorId: edit.actorId,
      action: watched.action,
      subject: edit.columns.name ?? edit.before.name,
      detail: { field: watched.field, from, to },
    });
  }
}
