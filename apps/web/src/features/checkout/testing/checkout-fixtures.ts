import type { User } from '@sauda/domain';
import { makeAddress } from '../../addresses/testing/address-fixtures';
import { MemoryCart } from '../../cart/memory-cart';
import { BIRYANI_HOUSE, FRESH_MART, lineOf, storeProduct } from '../../cart/testing/cart-fixtures';
import { makeGuest, makeUser } from '../../auth/testing/user-fixture';

export const CASH = { type: 'cash', name: 'Cash', query_id: 'ch_cash' } as const;
export const HOME_ADDRESS = makeAddress({ id: 12 });

/** A retail customer with a home address and the cash channel. */
export function shopper(overrides: Partial<User> = {}): User {
  return makeUser({ home_address: HOME_ADDRESS, channels: [CASH], ...overrides });
}

/** This browser's guest with a home address (added before checkout) and the cash channel. */
export function guestShopper(overrides: Partial<User> = {}): User {
  return makeGuest({ home_address: HOME_ADDRESS, channels: [CASH], ...overrides });
}

/** Two lines of Karachi Biryani House (query id kbh) and one of Fresh Mart. */
export async function cartWithTwoStores(): Promise<MemoryCart> {
  const cart = new MemoryCart();
  const store = { ...BIRYANI_HOUSE };
  await cart.addItem({
    ...lineOf(storeProduct(store, { query_id: 'chicken-biryani' })),
    quantity: 2,
  });
  await cart.addItem(lineOf(storeProduct(store, { query_id: 'raita', name: 'Raita' })));
  await cart.addItem(lineOf(storeProduct(FRESH_MART, { query_id: 'milk', name: 'Milk' })));
  return cart;
}
