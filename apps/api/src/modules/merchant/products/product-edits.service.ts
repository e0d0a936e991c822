import {
  fieldsBeyondStock,
  type MerchantProduct,
  type MerchantProductCreateBody,
  type MerchantProductPatchBody,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { invalidateCatalog } from '../../catalog/catalog-cache.js';
import { productNotFound } from '../../catalog/catalog-errors.js';
import { requireStoreAccess } from '../access/store-access.js';
import { recordProductEdit } from '../activity/product-activity.js';
import { toMerchantProductJson } from './merchant-product-json.js';
import { requireStoreProduct } from './merchant-products.service.js';
import { createColumns, patchColumns } from './product-columns.js';
import {
  assertPlacementOfStore,
  assertPromotionWindow,
  assertPromotionWithinCost,
} from './product-edit-rules.js';
import {
  insertStoreProduct,
  lockStoreProduct,
  updateStoreProduct,
} from './store-products.repository.js';

type Actor = Pick<UserRow, 'id'>;

/**
 * POST merchant/stores/{storeId}/products (owner and manager): a product filed under one of
 * the store's own categories. Shoppers see it at once: the catalog cache is cleared.
 */
export async function addStoreProduct(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  body: MerchantProductCreateBody,
  now: Date,
): Promise<MerchantProduct> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'editProducts');
  const added = await db.transaction(async (tx) => {
    const placement = { categoryId: body.category_id, subCategoryId: body.sub_category_id ?? null };
    const categoryName = await assertPlacementOfStore(tx, companyId, placement);
    return {
      product: await insertStoreProduct(tx, companyId, createColumns(body, now)),
      categoryName,
    };
  });
  invalidateCatalog(db);
  return toMerchantProductJson(added, now);
}

/**
 * PATCH merchant/stores/{storeId}/products/{productId}. Stock and availability alone are any
 * member's (`editStock`); any other field needs `editProducts`, so staff get 403 for a price.
 * The row is locked, the edit checked against its result and written in one transaction: a
 * refused edit changes nothing, and two edits of one product apply one after the other.
 */
export async function editStoreProduct(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  productQueryId: string,
  body: MerchantProductPatchBody,
  now: Date,
): Promise<MerchantProduct> {
  const permission = fieldsBeyondStock(body).length > 0 ? 'editProducts' : 'editStock';
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, permission);
  await db.transaction(async (tx) => {
    const current = await lockStoreProduct(tx, companyId, productQueryId);
    if (!current) throw productNotFound();
    const columns = patchColumns(body, now);
    const edited = { ...current, ...columns };
    if (body.category_id !== undefined || body.sub_category_id !== undefined) {
      await assertPlacementOfStore(tx, companyId, edited);
    }
    assertPromotionWithinCost(edited.costPaisa, edited.promotionAmountPaisa);
    assertPromotionWindow(edited);
    await updateStoreProduct(tx, current.id, columns);
    await recordProductEdit(tx, { companyId, actorId: actor.id, before: current, columns });
  });
  invalidateCatalog(db);
  return toMerchantProductJson(await requireStoreProduct(db, companyId, productQueryId), now);
}
