import type { AppDb } from '../../../../db/client.js';
import type { UserRow } from '../../../auth/sessions.repository.js';
import { productNotFound } from '../../../catalog/catalog-errors.js';
import { lockStoreProduct, type ProductRow } from '../store-products.repository.js';

export type Actor = Pick<UserRow, 'id'>;

/**
 * Locks the store's product for a change of its photos, or 404: two changes of one product's
 * photos run one after the other, so positions and the count stay right.
 */
export async function lockProductOfStore(
  tx: AppDb,
  companyId: number,
  productQueryId: string,
): Promise<ProductRow> {
  const product = await lockStoreProduct(tx, companyId, productQueryId);
  if (!product) throw productNotFound();
  return product;
}
