// Dexie's liveQuery runs only where a global IndexedDB exists.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
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

  it('opens the cart summary when the cart has items', async () => {
    const user = userEvent.setup();
    const cart = new MemoryCart();
    await cart.addItem(cartLineFromProduct(makeProduct(), 'kbh', { quantity: 1 }));
    const { router } = await renderWithProviders(
      <CartProvider cart={cart}>
        <CartButton />
      </CartProvider>,
      '/products',
    );
    await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    expect(router.state.location.pathname).toBe('/checkout/cart-summary');
  });

  it('with an empty cart stays put and points to the stores', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(
      <CartProvider cart={new MemoryCart()}>
        <CartButton />
      </CartProvider>,
      '/products/store/kbh',
    );
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    const popover = await screen.findByRole('dialog', { name: 'Your cart is empty' });
    expect(router.state.location.pathname).toBe('/products/store/kbh');
    const browse = within(popover).getByRole('link', { name: 'Browse stores' });
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await user.click(browse);
    expect(router.state.location.pathname).toBe('/products');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the empty-cart note with Escape', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <CartProvider cart={new MemoryCart()}>
        <CartButton />
      </CartProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    await screen.findByRole('dialog', { name: 'Your cart is empty' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
