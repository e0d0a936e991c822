import { MERCHANT_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { insertShopper } from '../../invoices/testing/checkout-fixture.js';
import {
  OTHER_STORE_ID,
  STORE_ID,
  useMerchantProductsTestApp,
} from './testing/use-merchant-products-test-app.js';

// Who may open and change a store's products (DESIGN §3a): every member reads them and
// changes stock and availability; owners and managers change the rest; anyone else is told
// the store does not exist. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.

const setup = useMerchantProductsTestApp();
const { products } = setup;
const LASSI = 'product-lassi';
const newProduct = (name: string) => ({
  name,
  category_id: setup.fixture().categoryIds.drinks,
  cost: 99,
});

type Member = 'owner' | 'manager' | 'staff';
const MEMBERS: Member[] = ['owner', 'manager', 'staff'];

describe('reading the products', () => {
  it.each(MEMBERS)('lets the %s list the store’s products and open one', async (role) => {
    const token = setup.team[role].token;
    expect((await products.listed(token, STORE_ID)).products.length).toBeGreaterThan(0);
    expect((await products.product(token, STORE_ID, LASSI)).name).toBe('Sweet Lassi');
  });

  it('answers 404 to the owner of another store and to a shopper', async () => {
    for (const token of [setup.team.otherOwner.token, setup.team.shopper.token]) {
      expect((await products.list(token, STORE_ID)).statusCode).toBe(404);
      expect((await products.detail(token, STORE_ID, LASSI)).statusCode).toBe(404);
    }
  });

  it('answers 404 to a guest session, and 401 without a session', async () => {
    const guest = await insertShopper(setup.db(), { isGuest: true });
    expect((await products.list(guest.token, STORE_ID)).statusCode).toBe(404);
    expect((await products.list(undefined, STORE_ID)).statusCode).toBe(401);
    expect((await products.detail(undefined, STORE_ID, LASSI)).statusCode).toBe(401);
  });

  it('answers 404 for another store’s product and an unknown one', async () => {
    const token = setup.team.owner.token;
    const other = await products.detail(token, STORE_ID, 'product-olpersMilk');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: { code: 'product_not_found' } });
    expect((await products.detail(token, STORE_ID, 'no-such-product')).statusCode).toBe(404);
  });
});

describe('adding a product', () => {
  it.each(['owner', 'manager'] as const)('lets the %s add one', async (role) => {
    const product = await products.created(
      setup.team[role].token,
      STORE_ID,
      newProduct(`Rooh Afza ${role}`),
    );
    expect(product.name).toBe(`Rooh Afza ${role}`);
  });

  it('refuses staff with 403 forbidden_role and adds nothing', async () => {
    const response = await products.create(
      setup.team.staff.token,
      STORE_ID,
      newProduct('Staff Sharbat'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { code: 'forbidden_role', message: MERCHANT_MESSAGES.forbiddenRole },
    });
    const owner = setup.team.owner.token;
    expect(await products.names(owner, STORE_ID, '?query=Staff%20Sharbat')).toEqual([]);
  });

  it('answers 404 to a non-member and 401 without a session', async () => {
    const body = newProduct('Stranger Sharbat');
    expect((await products.create(setup.team.otherOwner.token, STORE_ID, body)).statusCode).toBe(
      404,
    );
    expect((await products.create(setup.team.shopper.token, STORE_ID, body)).statusCode).toBe(404);
    expect((await products.create(undefined, STORE_ID, body)).statusCode).toBe(401);
  });
});

describe('changing a product', () => {
  it('lets staff change stock and availability', async () => {
    const staff = setup.team.staff.token;
    const { query_id } = await products.created(
      setup.team.owner.token,
      STORE_ID,
      newProduct('Pakola'),
    );
    const edited = await products.patched(staff, STORE_ID, query_id, {
      quantity: 7,
      unlimited: true,
      unlimited_out_of_stock: true,
      is_active: false,
    });
    expect(edited).toMatchObject({
      quantity: 7,
      unlimited: true,
      unlimited_out_of_stock: true,
      is_active: false,
    });
  });

  it.each([{ cost: 1 }, { name: 'Cheap Lassi' }, { quantity: 1, promotion_amount: 10 }])(
    'refuses staff %o with 403 forbidden_role and changes nothing',
    async (body) => {
      const before = await products.product(setup.team.owner.token, STORE_ID, LASSI);
      const response = await products.patch(setup.team.staff.token, STORE_ID, LASSI, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'forbidden_role' } });
      expect(await products.product(setup.team.owner.token, STORE_ID, LASSI)).toEqual(before);
    },
  );

  it.each(['owner', 'manager'] as const)('lets the %s change the price and name', async (role) => {
    const { query_id } = await products.created(
      setup.team.owner.token,
      STORE_ID,
      newProduct(`Sting ${role}`),
    );
    const edited = await products.patched(setup.team[role].token, STORE_ID, query_id, {
      name: `Sting Energy ${role}`,
      cost: 120.5,
    });
    expect(edited).toMatchObject({ name: `Sting Energy ${role}`, cost: 120.5 });
  });

  it('answers 404 to a non-member, for another store’s product, and 401 without a session', async () => {
    const stock = { quantity: 1 };
    expect(
      (await products.patch(setup.team.otherOwner.token, STORE_ID, LASSI, stock)).statusCode,
    ).toBe(404);
    expect(
      (await products.patch(setup.team.shopper.token, STORE_ID, LASSI, stock)).statusCode,
    ).toBe(404);
    expect((await products.patch(undefined, STORE_ID, LASSI, stock)).statusCode).toBe(401);
    const owner = setup.team.owner.token;
    const elsewhere = await products.patch(owner, STORE_ID, 'product-olpersMilk', stock);
    expect(elsewhere.statusCode).toBe(404);
    // The same change of its own store's product is the other owner's to make.
    const own = await products.patched(
      setup.team.otherOwner.token,
      OTHER_STORE_ID,
      'product-olpersMilk',
      { quantity: 100 },
    );
    expect(own.quantity).toBe(100);
  });
});
