// The people of the back office bench, through the API as the web calls it: the demo owner
// signs in; the demo shopper orders from the owner's store through the real checkout.
import { CLIFTON_FLAT, callApi, orderLine, signInShopper } from './orders.mjs';

export { placeOrder, signIn } from './orders.mjs';

/** README "Demo accounts": Usman Ali owns the first Karachi store; Ayesha Khan shops. */
export const DEMO_OWNER = { mobileNumber: '+923021234567', pin: '123456' };

/**
 * The demo shopper, ready to order `orders` times from the store: signed in, with a saved
 * Clifton address and the line each order carries.
 */
export async function prepareShopper(baseUrl, storeQueryId, orders) {
  const { token, name, channelQueryId } = await signInShopper(baseUrl);
  const { address } = await callApi(baseUrl, 'POST', 'users/create_address', {
    token,
    body: { address: CLIFTON_FLAT },
  });
  const { company: store } = await callApi(
    baseUrl,
    'GET',
    `companies/${storeQueryId}?lat=${CLIFTON_FLAT.lat}&long=${CLIFTON_FLAT.long}`,
  );
  const line = await orderLine(baseUrl, store, orders);
  if (!line) throw new Error(`${store.name} has no product in stock for ${orders} orders`);
  return { token, name, channelQueryId, addressId: address.id, store, line };
}
