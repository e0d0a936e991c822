import type { Product } from '@sauda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { deferred, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { MemoryCart } from '../memory-cart';
import {
  BIRYANI_HOUSE,
  FRESH_MART,
  lineOf,
  productCalls,
  stubProducts,
  storeProduct,
} from '../testing/cart-fixtures';
import { renderCartPage } from '../testing/render-cart-page';

const biryani = storeProduct(BIRYANI_HOUSE, { cost: 450, cost_after_discount: 450 });
const raita = storeProduct(BIRYANI_HOUSE, {
  query_id: 'raita',
  name: 'Raita',
  cost: 100,
  cost_after_discount: 80,
  promotion: { promotion_amount: 20 },
  sub_category_id: null,
});
const milk = storeProduct(FRESH_MART, {
  query_id: 'milk',
  name: 'Fresh Milk',
  cost: 250,
  cost_after_discount: 250,
  product_available_quantity: 5,
  category_id: 9,
  sub_category_id: 4,
});

async function cartWith(...lines: [Product, number][]) {
  const cart = new MemoryCart();
  for (const [product, quantity] of lines) await cart.addItem(lineOf(product, { quantity }));
  return cart;
}

const summaryOf = (store: string) =>
  screen.getByRole('complementary', { name: `Order summary of ${store}` });
const proceedIn = (store: string) =>
  within(summaryOf(store)).getByRole('button', { name: 'Proceed to Checkout' });
const lineNamed = (name: string) => screen.getByRole('listitem', { name });
const stepperOf = (name: string) => screen.getByRole('group', { name: `Quantity of ${name}` });

/** Waits until the first check of the products is over and the lines show. */
async function linesShown() {
  await screen.findAllByRole('listitem');
}

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('CartPage: empty', () => {
  it('shows the empty state with Continue Shopping (back one page) and Go to Order History', async () => {
    const user = userEvent.setup();
    stubProducts(() => []);
    const { router } = await renderCartPage(new MemoryCart(), ['/products/store/kbh']);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Order History' })).toHaveAttribute(
      'href',
      '/order/history',
    );
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/products/store/kbh');
  });

  it('continues to the store list when the cart was the first page of the visit', async () => {
    const user = userEvent.setup();
    stubProducts(() => []);
    const { router } = await renderCartPage(new MemoryCart());
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/products');
  });
});

describe('CartPage: lines by store', () => {
  it('groups the lines by store, each with its own summary', async () => {
    stubProducts(() => [biryani, raita, milk]);
    await renderCartPage(await cartWith([biryani, 2], [milk, 1], [raita, 3]));
    await linesShown();
    const stores = screen.getAllByRole('region');
    expect(stores.map((store) => store.getAttribute('aria-labelledby') && store)).toHaveLength(2);
    const [kbh, mart] = stores as [HTMLElement, HTMLElement];
    expect(within(kbh).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Karachi Biryani House',
    );
    expect(within(kbh).getByRole('link', { name: 'Karachi Biryani House' })).toHaveAttribute(
      'href',
      '/products/store/kbh',
    );
    expect(
      within(kbh)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Chicken Biryani', 'Raita']);
    expect(within(mart).getByRole('heading', { level: 2 })).toHaveTextContent('Fresh Mart');
    expect(within(mart).getAllByRole('listitem')).toHaveLength(1);
    expect(
      screen.getByText('Each store delivers its own order, so you check out one store at a time.'),
    ).toBeVisible();
  });

  it('totals each store by the line rule, with and without a promotion', async () => {
    stubProducts(() => [biryani, raita, milk]);
    await renderCartPage(await cartWith([biryani, 2], [raita, 3], [milk, 1]));
    await linesShown();
    const kbh = within(summaryOf('Karachi Biryani House'));
    // 450 × 2 at cost, 80 × 3 at the promotion price.
    expect(kbh.getByText('Total Items').nextSibling).toHaveTextContent('5');
    expect(kbh.getByText('Total').nextSibling).toHaveTextContent('Rs 1,140.00');
    expect(kbh.getByText('You save').nextSibling).toHaveTextContent('Rs 60.00');
    const mart = within(summaryOf('Fresh Mart'));
    expect(mart.getByText('Total Items').nextSibling).toHaveTextContent('1');
    expect(mart.getByText('Total').nextSibling).toHaveTextContent('Rs 250.00');
    expect(mart.queryByText('You save')).not.toBeInTheDocument();

    const raitaLine = within(lineNamed('Raita'));
    expect(raitaLine.getByText('Rs 80.00')).toBeInTheDocument();
    expect(raitaLine.getByText('Rs 100.00').tagName).toBe('S');
    expect(raitaLine.getByText('Line total').nextSibling).toHaveTextContent('Rs 240.00');
    expect(screen.getByText('6 items in your cart, total Rs 1,390.00')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('shows the chosen colour and size of a line', async () => {
    const kurta = storeProduct(BIRYANI_HOUSE, { query_id: 'kurta', name: 'Kurta' });
    stubProducts(() => [kurta]);
    const cart = new MemoryCart();
    await cart.addItem(lineOf(kurta, { selectedColor: 'Blue', selectedSize: 'L' }));
    await renderCartPage(cart);
    await linesShown();
    expect(within(lineNamed('Kurta')).getByText('Colour: Blue · Size: L')).toBeVisible();
  });

  it('links View Details with the category parameters only when the line has them', async () => {
    stubProducts(() => [biryani, raita]);
    await renderCartPage(await cartWith([biryani, 1], [raita, 1]));
    await linesShown();
    expect(
      within(lineNamed('Chicken Biryani')).getByRole('link', { name: /^View Details/ }),
    ).toHaveAttribute(
      'href',
      '/products/details/kbh/chicken-biryani?categoryId=3&subCategoryId=7&industryId=1&page=1',
    );
    expect(within(lineNamed('Raita')).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/products/details/kbh/raita?categoryId=3&industryId=1&page=1',
    );
  });

  it("starts checkout of one store with 'Proceed to Checkout'", async () => {
    const user = userEvent.setup();
    stubProducts(() => [biryani, milk]);
    const { router } = await renderCartPage(await cartWith([biryani, 1], [milk, 1]));
    await linesShown();
    await user.click(proceedIn('Fresh Mart'));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toBe('?store=fresh-mart');
  });
});

describe('CartPage: changing lines', () => {
  it('writes a new quantity, checks the product again and shows the line as pending meanwhile', async () => {
    const user = userEvent.setup();
    const second = deferred<Response>();
    let answers = 0;
    const { calls } = stubFetch(() => {
      answers += 1;
      return answers === 1 ? jsonResponse({ product: biryani }) : second.promise;
    });
    const cart = await cartWith([biryani, 2]);
    await renderCartPage(cart);
    await linesShown();
    await user.click(
      within(stepperOf('Chicken Biryani')).getByRole('button', { name: 'Increase quantity' }),
    );
    await waitFor(() => expect(cart.lines()[0]?.quantity).toBe(3));
    expect(
      await screen.findByRole('progressbar', { name: 'Updating Chicken Biryani' }),
    ).toBeInTheDocument();
    expect(lineNamed('Chicken Biryani')).toHaveAttribute('aria-busy', 'true');
    expect(proceedIn('Karachi Biryani House')).toBeDisabled();
    expect(screen.getByText('Checking prices and stock…')).toBeVisible();
    second.resolve(jsonResponse({ product: biryani }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(proceedIn('Karachi Biryani House')).toBeEnabled();
    expect(
      within(lineNamed('Chicken Biryani')).getByText('Line total').nextSibling,
    ).toHaveTextContent('Rs 1,350.00');
    expect(productCalls(calls)).toEqual([
      '/api/v1/products/chicken-biryani',
      '/api/v1/products/chicken-biryani',
    ]);
  });

  it('asks before removing when minus takes a quantity of 1 to 0', async () => {
    const user = userEvent.setup();
    stubProducts(() => [biryani, milk]);
    const cart = await cartWith([biryani, 1], [milk, 1]);
    await renderCartPage(cart);
    await linesShown();
    const minus = () =>
      within(stepperOf('Chicken Biryani')).getByRole('button', { name: 'Decrease quantity' });

    await user.click(minus());
    let dialog = screen.getByRole('dialog', { name: 'Remove item' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to remove Chicken Biryani from your cart?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No, Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cart.lines()).toHaveLength(2);
    expect(cart.lines()[0]?.quantity).toBe(1);

    await user.click(minus());
    dialog = screen.getByRole('dialog', { name: 'Remove item' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cart.lines().map((line) => line.name)).toEqual(['Fresh Milk']));
    expect(screen.queryByRole('listitem', { name: 'Chicken Biryani' })).not.toBeInTheDocument();
  });

  it('asks before removing with the delete icon', async () => {
    const user = userEvent.setup();
    stubProducts(() => [milk]);
    const cart = await cartWith([milk, 2]);
    await renderCartPage(cart);
    await linesShown();
    await user.click(screen.getByRole('button', { name: 'Remove Fresh Milk' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove item' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  it('clears the cart after the confirm dialog, in its exact words', async () => {
    const user = userEvent.setup();
    stubProducts(() => [biryani, milk]);
    const cart = await cartWith([biryani, 2], [milk, 1]);
    await renderCartPage(cart);
    await linesShown();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to clear cart?' });
    expect(dialog).toHaveAccessibleDescription(
      'If you clear cart, all items will be deleted from your cart.',
    );
    expect(within(dialog).getByRole('button', { name: 'No, Go Back' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(cart.count()).toBe(0);
  });

  it('keeps the cart when the clear dialog is dismissed', async () => {
    const user = userEvent.setup();
    stubProducts(() => [biryani]);
    const cart = await cartWith([biryani, 2]);
    await renderCartPage(cart);
    await linesShown();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'No, Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cart.count()).toBe(2);
  });
});

describe('CartPage: refresh', () => {
  it('shows a skeleton until the products have been checked the first time', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    await renderCartPage(await cartWith([biryani, 1]));
    expect(screen.getByRole('status', { name: 'Loading your cart…' })).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    answer.resolve(jsonResponse({ product: biryani }));
    await linesShown();
    expect(screen.queryByRole('status', { name: 'Loading your cart…' })).not.toBeInTheDocument();
  });

  it('writes the current price into the lines', async () => {
    stubProducts(() => [{ ...biryani, cost: 500, cost_after_discount: 500 }]);
    const cart = await cartWith([biryani, 2]);
    await renderCartPage(cart);
    await linesShown();
    await waitFor(() =>
      expect(
        within(summaryOf('Karachi Biryani House')).getByText('Total').nextSibling,
      ).toHaveTextContent('Rs 1,000.00'),
    );
    expect(cart.lines()[0]?.cost).toBe(500);
  });

  it('flags a line now out of stock and blocks only its store', async () => {
    stubProducts(() => [{ ...biryani, product_available_quantity: 0, quantity: 0 }, milk]);
    await renderCartPage(await cartWith([biryani, 1], [milk, 1]));
    await linesShown();
    const line = within(lineNamed('Chicken Biryani'));
    expect(await line.findByText('Out of stock')).toBeVisible();
    expect(proceedIn('Karachi Biryani House')).toBeDisabled();
    expect(proceedIn('Karachi Biryani House')).toHaveAccessibleDescription(
      'Remove the items marked above, or lower their quantity, to check out from this store.',
    );
    expect(proceedIn('Fresh Mart')).toBeEnabled();
  });

  it("flags a line above the units left ('Only {n} left') until the quantity comes down", async () => {
    const user = userEvent.setup();
    stubProducts(() => [{ ...milk, product_available_quantity: 2 }]);
    const cart = await cartWith([milk, 4]);
    await renderCartPage(cart);
    await linesShown();
    expect(await within(lineNamed('Fresh Milk')).findByText('Only 2 left')).toBeVisible();
    expect(proceedIn('Fresh Mart')).toBeDisabled();
    const stepper = within(stepperOf('Fresh Milk'));
    await user.click(stepper.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Selected Product exceeds the total remaining units',
    );
    await user.click(stepper.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(cart.lines()[0]?.quantity).toBe(3));
    await waitFor(() =>
      expect(stepper.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled(),
    );
    await user.click(stepper.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(proceedIn('Fresh Mart')).toBeEnabled());
    expect(screen.queryByText('Only 2 left')).not.toBeInTheDocument();
  });

  it("flags a product that no longer exists as 'No longer available'", async () => {
    const user = userEvent.setup();
    stubProducts(() => [biryani]);
    const cart = await cartWith([biryani, 1], [raita, 1]);
    await renderCartPage(cart);
    await linesShown();
    expect(await within(lineNamed('Raita')).findByText('No longer available')).toBeVisible();
    expect(
      within(stepperOf('Raita')).getByRole('button', { name: 'Increase quantity' }),
    ).toBeDisabled();
    expect(proceedIn('Karachi Biryani House')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Raita' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(proceedIn('Karachi Biryani House')).toBeEnabled());
  });

  it('says when the products could not be checked, and checks again on Retry', async () => {
    const user = userEvent.setup();
    let broken = true;
    stubFetch(() =>
      broken
        ? jsonResponse({ error: { code: 'internal', message: 'Oops.' } }, 500)
        : jsonResponse({ product: biryani }),
    );
    await renderCartPage(await cartWith([biryani, 1]));
    await linesShown();
    expect(
      screen.getByText("We couldn't check the latest prices and stock of some items."),
    ).toBeVisible();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        screen.queryByText("We couldn't check the latest prices and stock of some items."),
      ).not.toBeInTheDocument(),
    );
  });
});
