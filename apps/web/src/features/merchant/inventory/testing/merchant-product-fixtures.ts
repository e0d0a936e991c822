import type { Category, MerchantProduct } from '@sauda/domain';

/** A limited, active product of Biryani House; tests override what they look at. */
export function makeMerchantProduct(overrides: Partial<MerchantProduct> = {}): MerchantProduct {
  return {
    query_id: 'pr_biryani',
    name: 'Chicken Biryani',
    description: null,
    brand: null,
    category_id: 1,
    category_name: 'Rice',
    sub_category_id: null,
    cost: 450,
    promotion_amount: null,
    promotion_starts_at: null,
    promotion_ends_at: null,
    promotion_status: 'none',
    cost_after_discount: 450,
    quantity: 12,
    unlimited: false,
    unlimited_out_of_stock: false,
    is_active: true,
    image_url: null,
    images: [],
    colors: [],
    sizes: [],
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The `n`th of a numbered run, for paging: "Product 01", "Product 02", … */
export function numberedProduct(n: number, overrides: Partial<MerchantProduct> = {}) {
  const number = String(n).padStart(2, '0');
  return makeMerchantProduct({ query_id: `pr_${number}`, name: `Product ${number}`, ...overrides });
}

export const STORE_CATEGORIES: Category[] = [
  { id: 1, name: 'Rice', product_count: 2, sub_categories: [] },
  { id: 2, name: 'Drinks', product_count: 1, sub_categories: [] },
];
