import { MESSAGES } from '@sauda/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { runLogoutHooks } from '../auth/session/logout-hooks';
import { CartProvider } from './cart-provider';
import { CartStorageError } from './cart-storage-error';
import { MemoryCart } from './memory-cart';
import { BIRYANI_HOUSE, lineOf, storeProduct } from './testing/cart-fixtures';
import { useCartSummary } from './use-cart';

function Count() {
  const { count } = useCartSummary();
  return <p>{count} in cart</p>;
}

/** A cart whose storage has just failed, as the browser database reports it. */
class FailingCart extends MemoryCart {
  private fail: ((error: CartStorageError) => void) | null = null;

  override onError(listener: (error: CartStorageError) => void) {
    this.fail = listener;
    return () => {
      this.fail = null;
    };
  }

  breakStorage(): void {
    this.fail?.(new CartStorageError(new Error('QuotaExceededError')));
  }
}

afterEach(() => vi.restoreAllMocks());

describe('CartProvider', () => {
  it('empties the cart when the session ends (SPEC §4 logout)', async () => {
    const cart = new MemoryCart();
    await cart.addItem(lineOf(storeProduct(BIRYANI_HOUSE), { quantity: 3 }));
    await renderWithProviders(
      <CartProvider cart={cart}>
        <Count />
      </CartProvider>,
    );
    expect(screen.getByText('3 in cart')).toBeVisible();
    await act(() => runLogoutHooks());
    expect(screen.getByText('0 in cart')).toBeVisible();
    expect(cart.count()).toBe(0);
  });

  it("tells the user 'IndexedDb Operation failed' when storage fails", async () => {
    const cart = new FailingCart();
    await renderWithProviders(
      <CartProvider cart={cart}>
        <Count />
      </CartProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => cart.breakStorage());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.indexedDbFailed);
    expect(screen.getByRole('alert')).toHaveTextContent('IndexedDb Operation failed');
  });
});
