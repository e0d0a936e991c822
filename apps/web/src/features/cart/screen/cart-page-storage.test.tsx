// Dexie's liveQuery runs only where a global IndexedDB exists; each cart still gets its own.
import 'fake-indexeddb/auto';
import { MESSAGES } from '@sauda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import type { DexieCart } from '../storage/dexie-cart';
import {
  BIRYANI_HOUSE,
  isolatedDexieCart,
  lineOf,
  storeProduct,
  stubProducts,
} from '../testing/cart-fixtures';
import { renderCartPage } from '../testing/render-cart-page';

const biryani = storeProduct(BIRYANI_HOUSE, { cost: 450, cost_after_discount: 450 });
const open: DexieCart[] = [];

afterEach(() => {
  for (const cart of open.splice(0)) cart.close();
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CartPage on the browser database', () => {
  it('shows the stored lines and follows a change made in another tab', async () => {
    const { cart, factory } = isolatedDexieCart();
    const { cart: otherTab } = isolatedDexieCart(factory);
    open.push(cart, otherTab);
    await cart.addItem(lineOf(biryani, { quantity: 2 }));
    stubProducts(() => [biryani]);
    await renderCartPage(cart);
    const stepper = await screen.findByRole('group', { name: 'Quantity of Chicken Biryani' });
    expect(within(stepper).getByText('2')).toBeInTheDocument();
    const [line] = await otherTab.getAll();
    await otherTab.updateQuantity(line?.uniqueId ?? '', 5);
    await waitFor(() => expect(within(stepper).getByText('5')).toBeInTheDocument());
  });

  it("says 'IndexedDb Operation failed' when a change cannot be stored", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { cart, db } = isolatedDexieCart();
    open.push(cart);
    await cart.addItem(lineOf(biryani, { quantity: 1 }));
    stubProducts(() => [biryani]);
    await renderCartPage(cart);
    const stepper = await screen.findByRole('group', { name: 'Quantity of Chicken Biryani' });
    db.close();
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText(MESSAGES.indexedDbFailed)).toBeVisible();
    // The line stays usable: nothing is left pending after the failure.
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
