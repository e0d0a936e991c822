import type { LightMyRequestResponse } from 'fastify';
import { injectWithToken, type ApiMethod } from '../../test/inject-with-token.js';
import type { FuzzWorld } from './fuzz-world.js';

/**
 * A route that stores a text field, and how its owner reads the stored value back: `store`
 * sends the text, `readBack` answers what a later request shows (undefined when not found).
 */
export interface StoredTextRoundTrip {
  name: string;
  /** The field's longest accepted text. */
  maxLength: number;
  store(world: FuzzWorld, text: string): Promise<LightMyRequestResponse>;
  readBack(world: FuzzWorld, stored: LightMyRequestResponse): Promise<string | null | undefined>;
}

async function call(world: FuzzWorld, method: ApiMethod, url: string, body?: unknown) {
  const actor = url.startsWith('merchant/') ? 'owner' : 'shopper';
  return injectWithToken(world.app, method, url, await world.tokenOf(actor), body);
}

async function patchStore(world: FuzzWorld, body: unknown) {
  return world.app.inject({
    method: 'PATCH',
    url: '/api/v1/merchant/stores/store-biryani',
    headers: { authorization: `Bearer ${await world.tokenOf('owner')}` },
    payload: body as Record<string, unknown>,
  });
}

function first(world: FuzzWorld, name: string): unknown {
  return world.known(name)?.[0];
}

interface Named {
  query_id: string;
  name: string;
}

const addressName: StoredTextRoundTrip = {
  name: 'an address name (users/create_address, read in users/me)',
  maxLength: 120,
  store: (world, text) =>
    call(world, 'POST', 'users/create_address', {
      address: {
        ...{ name: text, room: 'Flat 4B', street: 'Khayaban-e-Saadi', district: 'Clifton' },
        ...{ lat: 24.8138, long: 67.03 },
      },
    }),
  // Deleted once read: a user keeps at most 50 addresses.
  readBack: async (world, stored) => {
    const queryId = stored.json<{ address: { query_id: string } }>().address.query_id;
    const { user } = (await call(world, 'GET', 'users/me')).json<{
      user: { home_address: Named | null; work_address: Named | null; other_addresses: Named[] };
    }>();
    const all = [user.home_address, user.work_address, ...user.other_addresses];
    await call(world, 'DELETE', 'users/delete_address', { query_id: queryId });
    return all.find((address) => address?.query_id === queryId)?.name;
  },
};

const productDescription: StoredTextRoundTrip = {
  name: "a product's description (merchant products, read in the product)",
  maxLength: 2000,
  store: (world, text) =>
    call(world, 'POST', 'merchant/stores/store-biryani/products', {
      name: 'Chicken Karahi',
      description: text,
      category_id: first(world, 'category_id'),
      cost: 450,
    }),
  readBack: async (world, stored) => {
    const id = stored.json<{ product: { query_id: string } }>().product.query_id;
    const answer = await call(world, 'GET', `merchant/stores/store-biryani/products/${id}`);
    return answer.json<{ product: { description: string | null } }>().product.description;
  },
};

const holidayNote: StoredTextRoundTrip = {
  name: "a store holiday's note (merchant store settings, read in the store)",
  maxLength: 100,
  store: (world, text) => patchStore(world, { holidays: [{ date: '2026-12-25', note: text }] }),
  readBack: async (world) => {
    const answer = await call(world, 'GET', 'merchant/stores/store-biryani');
    return answer.json<{ store: { holidays: { note: string | null }[] } }>().store.holidays[0]
      ?.note;
  },
};

const lineInstruction: StoredTextRoundTrip = {
  name: "an invoice line's instruction (invoices, read in the checkout)",
  maxLength: 200,
  store: (world, text) =>
    call(world, 'POST', 'invoices', {
      invoice: {
        organization_query_id: 'store-biryani',
        invoice_items_attributes: [
          { product_query_id: first(world, 'product_query_id'), quantity: 1, instruction: text },
        ],
      },
    }),
  readBack: async (world, stored) => {
    const id = stored.json<{ invoice: { query_id: string } }>().invoice.query_id;
    const answer = await call(world, 'GET', `invoices/${id}/checkout`);
    const { invoice } = answer.json<{
      invoice: { invoice_items: { instruction?: string | null }[] };
    }>();
    return invoice.invoice_items[0]?.instruction;
  },
};

/** Free-text fields a user stores and reads again, on both sides of the marketplace. */
export const STORED_TEXT_ROUND_TRIPS = [
  addressName,
  productDescription,
  holidayNote,
  lineInstruction,
];
