import type {
  AppSearchResponse,
  Category,
  Company,
  Pagination,
  Product,
  SearchMerchant,
} from '@sauda/domain';

/** Contract-shaped catalog data for tests; each builder takes the fields a test cares about. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    query_id: 'karachi-biryani-house',
    industry_id: 1,
    name: 'Karachi Biryani House',
    description: 'Dum biryani since 1982.',
    picture: { medium: '/media/art/store/food/karachi-biryani-house.svg' },
    banner_url: '/media/art/banner/food/karachi-biryani-house.svg',
    phone: '+922132001234',
    rating: 4.6,
    delivery_time: { day: 0, hour: 0, minute: 35 },
    preparation_time: { day: 0, hour: 0, minute: 25 },
    override_delivery_fee: false,
    delivery_fee_value: 99,
    minimum_order: 300,
    working_days: ['Monday', 'Tuesday'],
    time_slots: [
      { start_time: '09:00', end_time: '23:00' },
      { start_time: '09:00', end_time: '23:00' },
    ],
    is_open: true,
    address: {
      lat: 24.8585,
      long: 67.0155,
      line: 'Shop 14, Burns Road Food Street',
      area: 'Burns Road, Saddar',
      city: 'Karachi',
    },
    service_area_radius: 8,
    distance: null,
    delivers_to_location: null,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 10,
    query_id: 'chicken-biryani',
    name: 'Chicken Biryani',
    description: 'Aromatic rice with chicken, one plate.',
    images: [{ image_original_url: '/media/art/product/food/chicken-biryani.svg' }],
    pictures: [],
    cost: 450,
    cost_after_discount: 450,
    quantity: 20,
    product_available_quantity: 20,
    unlimited: false,
    unlimited_out_of_stock: false,
    promotion: null,
    category_id: 3,
    sub_category_id: 7,
    colors: [],
    sizes: [],
    merchant: { name: 'Karachi Biryani House', query_id: 'karachi-biryani-house' },
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 3,
    name: 'Biryani',
    product_count: 12,
    sub_categories: [
      { id: 7, name: 'Chicken', product_count: 8 },
      { id: 8, name: 'Beef', product_count: 4 },
    ],
    ...overrides,
  };
}

export function makeSearchMerchant(overrides: Partial<SearchMerchant> = {}): SearchMerchant {
  return {
    query_id: 'karachi-biryani-house',
    name: 'Karachi Biryani House',
    industry_id: 1,
    picture: { medium: '/media/art/store/food/karachi-biryani-house.svg' },
    banner_url: '/media/art/banner/food/karachi-biryani-house.svg',
    ...overrides,
  };
}

export function pageOf(totalItems: number, page = 1, perPage = 25): Pagination {
  return {
    page,
    per_page: perPage,
    total_items: totalItems,
    total_pages: Math.ceil(totalItems / perPage),
  };
}

export function makeSearchResponse(overrides: Partial<AppSearchResponse> = {}): AppSearchResponse {
  const merchants = overrides.merchants ?? [makeSearchMerchant()];
  const products = overrides.products ?? [makeProduct()];
  return {
    merchants,
    products,
    pagination: pageOf(merchants.length, 1, 20),
    products_pagination: pageOf(products.length, 1, 20),
    ...overrides,
  };
}
