import { describe, expect, it } from 'vitest';
import { STORE_ID, useMerchantProductsTestApp } from './testing/use-merchant-products-test-app.js';

// The store's own list over the fixture's eight products of Karachi Biryani House. Nothing in
// this file writes, so every test sees the same eight.

const setup = useMerchantProductsTestApp();
const names = (query = '') => setup.products.names(setup.team.staff.token, STORE_ID, query);

const BY_NAME = [
  'Beef Biryani Full',
  'Chicken Biryani Single',
  'Chicken Pulao',
  'Deal 50% Off Lassi_Jug',
  'Doodh Patti Chai',
  'Egg Fried Rice',
  'Old Biryani Recipe',
  'Sweet Lassi',
];

describe('the store’s product list', () => {
  it('lists every product of the store by name, the inactive one included', async () => {
    const list = await setup.products.listed(setup.team.staff.token, STORE_ID);
    expect(list.products.map((product) => product.name)).toEqual(BY_NAME);
    expect(list.pagination).toEqual({ page: 1, per_page: 25, total_items: 8, total_pages: 1 });
  });

  it('answers money in rupees, the promotion as stored and the category’s name', async () => {
    const list = await setup.products.listed(setup.team.owner.token, STORE_ID, '?query=single');
    expect(list.products).toEqual([
      {
        query_id: 'product-chickenBiryani',
        name: 'Chicken Biryani Single',
        description: 'Chicken Biryani with raita.',
        brand: null,
        category_id: setup.fixture().categoryIds.rice,
        category_name: 'Biryani & Rice',
        sub_category_id: setup.fixture().subCategoryIds.biryani,
        cost: 450,
        promotion_amount: 50.5,
        promotion_starts_at: null,
        promotion_ends_at: null,
        promotion_status: 'active',
        cost_after_discount: 399.5,
        quantity: 12,
        unlimited: false,
        unlimited_out_of_stock: false,
        is_active: true,
        image_url: '/media/uploads/chicken-biryani.png',
        images: [],
        colors: [],
        sizes: ['Single', 'Full'],
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      },
    ]);
  });

  it('finds products by any part of the name, in any case', async () => {
    expect(await names('?query=BIRYANI')).toEqual([
      'Beef Biryani Full',
      'Chicken Biryani Single',
      'Old Biryani Recipe',
    ]);
    expect(await names('?query=%20lassi%20')).toEqual(['Deal 50% Off Lassi_Jug', 'Sweet Lassi']);
    expect(await names('?query=nihari')).toEqual([]);
  });

  it('reads % and _ in the search as themselves', async () => {
    expect(await names('?query=%25')).toEqual(['Deal 50% Off Lassi_Jug']);
    expect(await names('?query=_')).toEqual(['Deal 50% Off Lassi_Jug']);
  });

  it('filters by category', async () => {
    const { drinks, dairy } = setup.fixture().categoryIds;
    expect(await names(`?category_id=${drinks}`)).toEqual([
      'Deal 50% Off Lassi_Jug',
      'Doodh Patti Chai',
      'Sweet Lassi',
    ]);
    // Another store's category holds none of this store's products.
    expect(await names(`?category_id=${dairy}`)).toEqual([]);
  });

  it.each([
    ['low', ['Chicken Pulao', 'Deal 50% Off Lassi_Jug']],
    ['out', ['Old Biryani Recipe']],
    ['unlimited', ['Beef Biryani Full']],
  ])('filters stock %s', async (stock, expected) => {
    expect(await names(`?stock=${stock}`)).toEqual(expected);
  });

  it('combines the search, the category and the stock filter', async () => {
    const { drinks } = setup.fixture().categoryIds;
    expect(await names(`?query=lassi&category_id=${drinks}&stock=low`)).toEqual([
      'Deal 50% Off Lassi_Jug',
    ]);
  });

  it.each([
    ['-name', [...BY_NAME].reverse()],
    [
      'price',
      [
        'Old Biryani Recipe',
        'Doodh Patti Chai',
        'Sweet Lassi',
        'Deal 50% Off Lassi_Jug',
        'Egg Fried Rice',
        'Chicken Pulao',
        'Chicken Biryani Single',
        'Beef Biryani Full',
      ],
    ],
    [
      'stock',
      [
        'Old Biryani Recipe',
        'Deal 50% Off Lassi_Jug',
        'Chicken Pulao',
        'Egg Fried Rice',
        'Chicken Biryani Single',
        'Doodh Patti Chai',
        'Sweet Lassi',
        'Beef Biryani Full',
      ],
    ],
  ])('sorts by %s', async (sort, expected) => {
    expect(await names(`?sort=${sort}`)).toEqual(expected);
  });

  it('sorts by price and stock descending, ties by name', async () => {
    const byPrice = await names('?sort=-price');
    expect(byPrice.slice(0, 2)).toEqual(['Beef Biryani Full', 'Chicken Biryani Single']);
    const byStock = await names('?sort=-stock');
    expect(byStock.slice(0, 3)).toEqual(['Beef Biryani Full', 'Doodh Patti Chai', 'Sweet Lassi']);
    expect(byStock.at(-1)).toBe('Old Biryani Recipe');
  });

  it('pages the list', async () => {
    const token = setup.team.manager.token;
    const second = await setup.products.listed(token, STORE_ID, '?per_page=3&page=2');
    expect(second.products.map((product) => product.name)).toEqual(BY_NAME.slice(3, 6));
    expect(second.pagination).toEqual({ page: 2, per_page: 3, total_items: 8, total_pages: 3 });
    const past = await setup.products.listed(token, STORE_ID, '?per_page=3&page=4');
    expect(past.products).toEqual([]);
    expect(past.pagination.total_items).toBe(8);
  });

  it.each(['?stock=gone', '?sort=colour', '?per_page=101', '?page=0', '?category_id=drinks'])(
    'answers %s with 400',
    async (query) => {
      const response = await setup.products.list(setup.team.owner.token, STORE_ID, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    },
  );
});
