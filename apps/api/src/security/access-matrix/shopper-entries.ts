import { placeBody } from '../../modules/invoices/testing/checkout-client.js';
import { cliftonAddress } from '../../modules/addresses/testing/clifton-address.js';
import type { AccessEntries, MatrixRequest, PrivateEntry, Refusals } from './access-entry.js';
import type { Actor } from './actors.js';
import { mergeEntries } from './merge-entries.js';
import { SHOPPER_A_ONLY, SIGNED_IN_ONLY, THAT_GUEST_ONLY } from './refusal-sets.js';
import { photoForm } from './upload-forms.js';
import type { World } from './world-shape.js';

const API = '/api/v1';

function entry(
  rightful: Actor,
  refusals: Refusals,
  request: (world: World) => MatrixRequest,
): PrivateEntry {
  return { access: 'private', rightful, refusals, request };
}

const shopperA = (request: (world: World) => MatrixRequest) =>
  entry('shopperA', SHOPPER_A_ONLY, request);
/** The caller's own session, profile, list or new object: anyone signed in may. */
const ownUse = (rightful: Actor, request: (world: World) => MatrixRequest) =>
  entry(rightful, SIGNED_IN_ONLY, request);

/** A guest's own Verify Account step, on the user id of that guest. */
const guestStep = (
  rightful: Actor,
  guest: (world: World) => string,
  step: string,
  method: 'POST' | 'PUT',
  json?: (world: World) => unknown,
) =>
  entry(rightful, THAT_GUEST_ONLY, (w) => ({
    method,
    url: `${API}/users/${guest(w)}/${step}`,
    ...(json ? { json: json(w) } : {}),
  }));

const ACCOUNT: AccessEntries = {
  'POST /api/v1/users/logout': ownUse('leaver', () => ({
    method: 'POST',
    url: `${API}/users/logout`,
  })),
  'GET /api/v1/users/me': ownUse('shopperA', () => ({ method: 'GET', url: `${API}/users/me` })),
  'POST /api/v1/users/:userId/update_user': shopperA((w) => ({
    method: 'POST',
    url: `${API}/users/${w.shopperA.queryId}/update_user`,
    json: { user: { full_name: 'Ayesha Khan', password: '246810' } },
  })),
  'POST /api/v1/users/:userId/update_avatar': shopperA((w) => ({
    method: 'POST',
    url: `${API}/users/${w.shopperA.queryId}/update_avatar`,
    form: () => photoForm('avatar', w.photo),
  })),
  'POST /api/v1/users/:userId/guest_signup': guestStep(
    'guestSigningUp',
    (w) => w.guests.signingUp,
    'guest_signup',
    'POST',
    () => ({ full_name: 'Bilal Ahmed', mobile_number: '+923451000001', password: 'guest123' }),
  ),
  'POST /api/v1/users/:userId/send_otp': guestStep(
    'guestAskingAgain',
    (w) => w.guests.askingAgain,
    'send_otp',
    'POST',
  ),
  // The signup and forgot_password codes are public: they only ever go to the account's number.
  // The guest_verification code is the signed-in guest's own.
  'PUT /api/v1/users/:userId/resend_otp': guestStep(
    'guestResending',
    (w) => w.guests.resending,
    'resend_otp',
    'PUT',
    () => ({ purpose: 'guest_verification' }),
  ),
  // The signup purpose is public: the code is the proof. guest_verification is the guest's own.
  'POST /api/v1/users/:userId/verify_mobile_otp': guestStep(
    'guestVerifying',
    (w) => w.guests.verifying,
    'verify_mobile_otp',
    'POST',
    (w) => ({ mobile_otp: w.verificationCode, purpose: 'guest_verification' }),
  ),
};

const ADDRESSES: AccessEntries = {
  'POST /api/v1/users/create_address': ownUse('shopperA', () => ({
    method: 'POST',
    url: `${API}/users/create_address`,
    json: { address: cliftonAddress({ name: 'Gym' }) },
  })),
  'PUT /api/v1/users/update_address': shopperA((w) => ({
    method: 'PUT',
    url: `${API}/users/update_address`,
    json: { query_id: w.shopperA.addressToEdit, address: cliftonAddress({ street: 'Zamzama' }) },
  })),
  'DELETE /api/v1/users/delete_address': shopperA((w) => ({
    method: 'DELETE',
    url: `${API}/users/delete_address`,
    json: { query_id: w.shopperA.addressToDelete },
  })),
};

const placeOrder = (w: World, addressId: number): MatrixRequest => ({
  method: 'PUT',
  url: `${API}/invoices/${w.shopperA.invoiceToPlace}/place_order`,
  json: placeBody(addressId),
});

const CHECKOUT: AccessEntries = {
  'GET /api/v1/invoices/:invoiceId/checkout': shopperA((w) => ({
    method: 'GET',
    url: `${API}/invoices/${w.shopperA.openInvoice}/checkout`,
  })),
  'PUT /api/v1/invoices/:invoiceId/validate_voucher': shopperA((w) => ({
    method: 'PUT',
    url: `${API}/invoices/${w.shopperA.openInvoice}/validate_voucher`,
    json: { invoice: { voucher_code: 'SAUDA100' } },
  })),
  'PUT /api/v1/invoices/:invoiceId/place_order': {
    ...shopperA((w) => placeOrder(w, w.shopperA.deliveryAddressId)),
    foreignReference: {
      what: "shopper B's address",
      status: 404,
      request: (w) => placeOrder(w, w.shopperB.addressId),
    },
  },
  'GET /api/v1/users/:userId/vouchers': {
    ...shopperA((w) => ({
      method: 'GET',
      url: `${API}/users/${w.shopperA.queryId}/vouchers?merchant_query_id=${w.storeA.queryId}`,
    })),
    lists: (w) => ({ own: 'BIRYANI20', foreign: w.storeB.voucherCode }),
  },
  'GET /api/v1/invoices/:invoiceId/receipt': shopperA((w) => ({
    method: 'GET',
    url: `${API}/invoices/${w.shopperA.placed.invoiceId}/receipt`,
  })),
  // After place_order: a new invoice replaces the caller's open invoice at its store.
  'POST /api/v1/invoices': ownUse('shopperA', (w) => ({
    method: 'POST',
    url: `${API}/invoices`,
    json: {
      invoice: {
        organization_query_id: w.storeA.queryId,
        invoice_items_attributes: [{ product_query_id: w.storeA.productId, quantity: 1 }],
      },
    },
  })),
};

const ORDERS: AccessEntries = {
  'GET /api/v1/users/orders': {
    ...ownUse('shopperA', () => ({ method: 'GET', url: `${API}/users/orders?order_type=active` })),
    lists: (w) => ({ own: w.shopperA.placed.orderId, foreign: w.storeB.orderId }),
  },
  'GET /api/v1/users/orders/:orderId': shopperA((w) => ({
    method: 'GET',
    url: `${API}/users/orders/${w.shopperA.placed.orderId}`,
  })),
  'POST /api/v1/users/orders/:orderId/cancel': shopperA((w) => ({
    method: 'POST',
    url: `${API}/users/orders/${w.shopperA.orderToCancel}/cancel`,
  })),
  'GET /api/v1/users/orders/events': ownUse('shopperA', () => ({
    method: 'GET',
    url: `${API}/users/orders/events`,
    stream: true,
  })),
  // Without order_id this is the public catalog; with it, the products of the caller's order.
  'GET /api/v1/products': {
    ...shopperA((w) => ({
      method: 'GET',
      url: `${API}/products?order_id=${w.shopperA.placed.orderId}`,
    })),
    lists: (w) => ({ own: w.storeA.productId, foreign: w.storeB.productId }),
  },
};

/** The shopper's account, addresses, checkout and orders. */
export const SHOPPER_ENTRIES = mergeEntries(ACCOUNT, ADDRESSES, CHECKOUT, ORDERS);
