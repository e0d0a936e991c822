import type { MerchantPermission } from '@sauda/domain';
import { csvFile, newRow } from '../../modules/merchant/products/csv/testing/product-csv-client.js';
import type { AccessEntries, MatrixRequest, PrivateEntry } from './access-entry.js';
import { mergeEntries } from './merge-entries.js';
import { SIGNED_IN_ONLY, storeARefusals } from './refusal-sets.js';
import { csvForm, photoForm } from './upload-forms.js';
import type { World } from './world-shape.js';

/** A back office request on the store with this query id. */
type StoreRequest = (world: World, storeId: string) => MatrixRequest;

const store = (storeId: string, rest = '') => `/api/v1/merchant/stores/${storeId}${rest}`;

/** A route on store A as a whole, refused per the permission it needs. */
function storeA(permission: MerchantPermission, request: StoreRequest): PrivateEntry {
  return {
    access: 'private',
    rightful: 'ownerA',
    refusals: storeARefusals(permission),
    request: (w) => request(w, w.storeA.queryId),
  };
}

/** A route on one of store A's objects: asked through store B's path too. */
function storeAObject(permission: MerchantPermission, request: StoreRequest): PrivateEntry {
  return {
    ...storeA(permission, request),
    throughOtherStore: (w) => request(w, w.storeB.queryId),
  };
}

const get =
  (rest: string): StoreRequest =>
  (_w, id) => ({ method: 'GET', url: store(id, rest) });

const STORES: AccessEntries = {
  'GET /api/v1/merchant/stores': {
    access: 'private',
    rightful: 'ownerA',
    refusals: SIGNED_IN_ONLY,
    request: () => ({ method: 'GET', url: '/api/v1/merchant/stores' }),
    lists: (w) => ({ own: w.storeA.queryId, foreign: w.storeB.queryId }),
  },
  'GET /api/v1/merchant/stores/:storeId': storeA('readStore', get('')),
  'PATCH /api/v1/merchant/stores/:storeId': storeA('editStore', (_w, id) => ({
    method: 'PATCH',
    url: store(id),
    json: { preparation_minutes: 25 },
  })),
  'POST /api/v1/merchant/stores/:storeId/logo': storeA('editStore', (w, id) => ({
    method: 'POST',
    url: store(id, '/logo'),
    form: () => photoForm('image', w.photo),
  })),
  'POST /api/v1/merchant/stores/:storeId/banner': storeA('editStore', (w, id) => ({
    method: 'POST',
    url: store(id, '/banner'),
    form: () => photoForm('image', w.photo),
  })),
  'GET /api/v1/merchant/stores/:storeId/dashboard': storeA(
    'readDashboard',
    get('/dashboard?range=today'),
  ),
  'GET /api/v1/merchant/stores/:storeId/activity': storeA('manageStaff', get('/activity')),
};

const ORDERS: AccessEntries = {
  'GET /api/v1/merchant/stores/:storeId/orders': {
    ...storeA('readOrders', get('/orders')),
    lists: (w) => ({ own: w.storeA.orderId, foreign: w.storeB.orderId }),
  },
  'GET /api/v1/merchant/stores/:storeId/orders/:orderId': storeAObject('readOrders', (w, id) => ({
    method: 'GET',
    url: store(id, `/orders/${w.storeA.orderId}`),
  })),
  'POST /api/v1/merchant/stores/:storeId/orders/:orderId/status': storeAObject(
    'moveOrders',
    (w, id) => ({
      method: 'POST',
      url: store(id, `/orders/${w.storeA.orderToMove}/status`),
      json: { status: 'order_confirmed', prep_minutes: 20 },
    }),
  ),
  'GET /api/v1/merchant/stores/:storeId/events': storeA('readOrders', (_w, id) => ({
    method: 'GET',
    url: store(id, '/events'),
    stream: true,
  })),
};

const images = (id: string, productId: string, rest = '') =>
  store(id, `/products/${productId}/images${rest}`);

const PRODUCTS_OF_A = (w: World) => ({ own: w.storeA.productId, foreign: w.storeB.productId });

const newProduct = (id: string, categoryId: number): MatrixRequest => ({
  method: 'POST',
  url: store(id, '/products'),
  json: { name: 'Mango Lassi', category_id: categoryId, cost: 250 },
});

const productPatch = (w: World, id: string, json: object): MatrixRequest => ({
  method: 'PATCH',
  url: store(id, `/products/${w.storeA.productId}`),
  json,
});

/** A one-row import: a new product, or an update of the product with this query id. */
const productImport = (id: string, productId: string): MatrixRequest => {
  const row = newRow({ query_id: productId, name: 'Imported Sharbat', category: 'Drinks' });
  return {
    method: 'POST',
    url: store(id, '/products/import'),
    form: () => csvForm(csvFile([row])),
  };
};

const PRODUCTS: AccessEntries = {
  'GET /api/v1/merchant/stores/:storeId/products': {
    ...storeA('readStore', get('/products')),
    lists: PRODUCTS_OF_A,
  },
  'GET /api/v1/merchant/stores/:storeId/products/:productId': storeAObject(
    'readStore',
    (w, id) => ({ method: 'GET', url: store(id, `/products/${w.storeA.productId}`) }),
  ),
  'POST /api/v1/merchant/stores/:storeId/products': {
    ...storeA('editProducts', (w, id) => newProduct(id, w.storeA.categoryId)),
    foreignReference: {
      what: "store B's category",
      status: 400,
      request: (w) => newProduct(w.storeA.queryId, w.storeB.categoryId),
    },
  },
  // A new name needs editProducts; stock alone (editStock) is staff's too.
  'PATCH /api/v1/merchant/stores/:storeId/products/:productId': {
    ...storeAObject('editProducts', (w, id) =>
      productPatch(w, id, { name: 'Mutton Karahi Special' }),
    ),
    foreignReference: {
      what: "store B's category",
      status: 400,
      request: (w) => productPatch(w, w.storeA.queryId, { category_id: w.storeB.categoryId }),
    },
  },
  'GET /api/v1/merchant/stores/:storeId/products/export': {
    ...storeA('editProducts', get('/products/export')),
    lists: PRODUCTS_OF_A,
  },
  'POST /api/v1/merchant/stores/:storeId/products/import': {
    ...storeA('editProducts', (_w, id) => productImport(id, '')),
    foreignReference: {
      what: "store B's product",
      status: 400,
      request: (w) => productImport(w.storeA.queryId, w.storeB.productId),
    },
  },
  'POST /api/v1/merchant/stores/:storeId/products/:productId/images': storeAObject(
    'editProducts',
    (w, id) => ({
      method: 'POST',
      url: images(id, w.storeA.productId),
      form: () => photoForm('image', w.photo),
    }),
  ),
  'PUT /api/v1/merchant/stores/:storeId/products/:productId/images/order': storeAObject(
    'editProducts',
    (w, id) => ({
      method: 'PUT',
      url: images(id, w.storeA.photographed.productId, '/order'),
      json: { image_ids: [...w.storeA.photographed.imageIds].reverse() },
    }),
  ),
  'DELETE /api/v1/merchant/stores/:storeId/products/:productId/images/:imageId': storeAObject(
    'editProducts',
    (w, id) => ({
      method: 'DELETE',
      url: images(id, w.storeA.photoToDelete.productId, `/${w.storeA.photoToDelete.imageId}`),
    }),
  ),
};

const VOUCHERS: AccessEntries = {
  'GET /api/v1/merchant/stores/:storeId/vouchers': {
    ...storeA('managePromotions', get('/vouchers')),
    lists: (w) => ({ own: 'BIRYANI20', foreign: w.storeB.voucherCode }),
  },
  'POST /api/v1/merchant/stores/:storeId/vouchers': storeA('managePromotions', (_w, id) => ({
    method: 'POST',
    url: store(id, '/vouchers'),
    json: { code: 'KARACHI15', kind: 'percent', value: 15 },
  })),
  'PATCH /api/v1/merchant/stores/:storeId/vouchers/:voucherId': storeAObject(
    'managePromotions',
    (w, id) => ({
      method: 'PATCH',
      url: store(id, `/vouchers/${w.storeA.voucherId}`),
      json: { per_user_limit: 3 },
    }),
  ),
};

const MONEY: AccessEntries = {
  'GET /api/v1/merchant/stores/:storeId/transactions': storeA(
    'readTransactions',
    get('/transactions'),
  ),
  'GET /api/v1/merchant/stores/:storeId/transactions/export': storeA(
    'readTransactions',
    get('/transactions/export'),
  ),
  'GET /api/v1/merchant/stores/:storeId/transactions/close': storeA(
    'readTransactions',
    get('/transactions/close'),
  ),
  'GET /api/v1/merchant/stores/:storeId/pnl': storeA('readPnl', get('/pnl')),
  'GET /api/v1/merchant/stores/:storeId/pnl/export': storeA('readPnl', get('/pnl/export')),
};

const STAFF: AccessEntries = {
  'GET /api/v1/merchant/stores/:storeId/staff': {
    ...storeA('manageStaff', get('/staff')),
    lists: (w) => ({ own: w.storeA.ownerId, foreign: w.storeB.staffId }),
  },
  'POST /api/v1/merchant/stores/:storeId/staff': storeA('manageStaff', (_w, id) => ({
    method: 'POST',
    url: store(id, '/staff'),
    json: { mobile_number: '+923451000002', role: 'staff' },
  })),
  'PATCH /api/v1/merchant/stores/:storeId/staff/:memberId': storeAObject(
    'manageStaff',
    (w, id) => ({
      method: 'PATCH',
      url: store(id, `/staff/${w.storeA.memberToPromote}`),
      json: { role: 'manager' },
    }),
  ),
  'DELETE /api/v1/merchant/stores/:storeId/staff/:memberId': storeAObject(
    'manageStaff',
    (w, id) => ({ method: 'DELETE', url: store(id, `/staff/${w.storeA.memberToRemove}`) }),
  ),
};

/** The merchant back office (DESIGN §3a), on store A. */
export const MERCHANT_ENTRIES = mergeEntries(STORES, ORDERS, PRODUCTS, VOUCHERS, MONEY, STAFF);
