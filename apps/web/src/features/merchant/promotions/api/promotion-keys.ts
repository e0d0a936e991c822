import { merchantProductKeys } from '../../inventory/api/merchant-product-keys';

/**
 * The promotions page's query keys. Products on promotion sit under the inventory's product
 * lists, so every product change (here or in the inventory) refreshes them too.
 */
export const promotionKeys = {
  vouchers: (storeId: string) => ['merchant', storeId, 'vouchers'] as const,
  promotedProducts: (storeId: string, page: number) =>
    [...merchantProductKeys.lists(storeId), 'promotion', page] as const,
  productSearch: (storeId: string, query: string) =>
    [...merchantProductKeys.lists(storeId), 'search', query] as const,
};
