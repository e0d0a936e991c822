import type { MerchantProduct } from '@sauda/domain';
import { makeMerchantProduct } from '../../inventory/testing/merchant-product-fixtures';

/** Chicken Biryani at Rs 450, Rs 50 off through December (Karachi time), running now. */
export function makePromotedProduct(overrides: Partial<MerchantProduct> = {}): MerchantProduct {
  return makeMerchantProduct({
    promotion_amount: 50,
    cost_after_discount: 400,
    promotion_starts_at: '2026-11-30T19:00:00.000Z',
    promotion_ends_at: '2026-12-31T18:59:00.000Z',
    promotion_status: 'active',
    ...overrides,
  });
}
