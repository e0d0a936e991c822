// Dexie's liveQuery runs only where a global IndexedDB exists.
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartLineFromProduct } from '../../../features/cart/cart-line-from-product';
import { CartProvider } from '../../../features/cart/cart-provider';
import { MemoryCart } from '../../../features/cart/memory-cart';
import { isolatedDexieCart } from '../../../features/cart/testing/cart-fixtures';
import { makeProduct } from '../../../features/catalog/testing/catalog-fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { CartButton } from './cart-button';

describe('CartButton', () => {
  it("says 'Cart is empty!' with a 0 badge for an empty cart", async () => {
    await renderWithProviders(
      <CartProvider cart={new MemoryCart()}>
        <CartButton />
      </CartProvider>,
    );
    const button = screen.getByRole('button', { name: 'Cart, 0 items' });
    expect(button).toHaveTextContent('0');
    expect(button).toHaveAccessibleDescription('Cart is empty!');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Cart is empty!');
  });

  it("counts the items and shows 'Total RS {amount}'", async () => {
    const cart = new MemoryCart();
    await renderWithProviders(
      <CartProvider cart={cart}>
        <CartButton />
      </CartProvider>,
    );
    await act(() =>
      cart.addItem(
        cartLineFromProduct(makeProduct({ cost: 1250, cost_after_discount: 1250 }), 'kbh', {
          quantity: 2,
        }),
      ),
    );
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(button).toHaveTextContent('2');
    expect(button).toHaveAccessibleDescription('Total RS 2,500.00');
  });

  it('follows the browser database, also when another tab fills or empties it', async () => {
    const { cart, factory } = isolatedDexieCart();
    const { cart: otherTab } = isolatedDexieCart(factory);
    await renderWithProviders(
      <CartProvider cart={cart}>
        <CartButton />
      </CartProvider>,
    );
    const button = screen.getByRole('button', { name: /^Cart/ });
    await waitFor(() => expect(button).toHaveAccessibleDescription('Cart is empty!'));
    const product = makeProduct({ cost: 99.5, cost_after_discount: 99.5 });
    await act(() => otherTab.addItem(cartLineFromProduct(product, 'kbh', { quantity: 3 })));
    await waitFor(() => expect(button).toHaveAccessibleDescription('Total RS 298.50'));
    expect(button).toHaveTextContent('3');
    expect(button).toHaveAccessibleName('Cart, 3 items');
    await act(() => otherTab.clear());
    await waitFor(() => expect(button).toHaveAccessibleDescription('Cart is empty!'));
    cart.close();
    otherTab.close();
  });

  it('caps the badge at 99+', async () => {
    const cart = new MemoryCart();
    await renderWithProviders(
      <CartProvider cart={cart}>
        <CartButton />
      </CartProvider>,
    );
    const product = makeProduct({ product_available_quantity: 500 });
    await act(() => cart.addItem(cartLineFromProduct(product, 'kbh', { quantity: 120 })));
    expect(screen.getByRole('button', { name: 'Cart, 99+ items' })).toHaveTextContent('99+');
  });

  it('opens the cart summary', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<CartButton />, '/products');
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(router.state.location.pathname).toBe('/checkout/cart-summary');
  });
});
