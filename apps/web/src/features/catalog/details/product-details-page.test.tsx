import { MESSAGES } from '@sauda/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { CartProvider } from '../../cart/cart-provider';
import { MemoryCart } from '../../cart/memory-cart';
import { makeProduct } from '../testing/catalog-fixtures';
import { renderRoute } from '../testing/render-route';
import { ProductDetailsPage } from './product-details-page';

const ROUTE = '/products/details/:storeQueryId/:productQueryId';
const PATH = '/products/details/kbh/chicken-biryani';

function renderDetails(product: ReturnType<typeof makeProduct>, cart = new MemoryCart()) {
  stubFetch(() => jsonResponse({ product }));
  return renderRoute(
    ROUTE,
    <CartProvider cart={cart}>
      <ProductDetailsPage />
    </CartProvider>,
    PATH,
  );
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('ProductDetailsPage', () => {
  it('shows name, store link, promoted price, saving and description', async () => {
    await renderDetails(
      makeProduct({ cost: 500, cost_after_discount: 425, promotion: { promotion_amount: 75 } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Chicken Biryani' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Karachi Biryani House' })).toHaveAttribute(
      'href',
      '/products/store/kbh?categoryId=3&subCategoryId=7',
    );
    expect(screen.getByText('Rs 425.00')).toBeInTheDocument();
    expect(screen.getByText('Rs 500.00').tagName).toBe('S');
    expect(screen.getByText('Save Rs 75.00')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About this product' })).toBeInTheDocument();
  });

  it('stops plus at the units left with the spec alert, and minus at 0', async () => {
    const user = userEvent.setup();
    await renderDetails(makeProduct({ product_available_quantity: 2 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    await user.click(plus());
    await user.click(plus());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.exceedsRemainingUnits);
    await user.click(minus());
    await user.click(minus());
    expect(minus()).toBeDisabled();
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('Choose a quantity of at least 1')).toBeInTheDocument();
  });

  it('adds the chosen quantity, colour and size to the cart', async () => {
    const user = userEvent.setup();
    const cart = new MemoryCart();
    await renderDetails(
      makeProduct({
        query_id: 'kurta',
        name: 'Kurta',
        colors: ['White', 'Blue'],
        sizes: ['M', 'L'],
      }),
      cart,
    );
    await screen.findByRole('heading', { level: 1, name: 'Kurta' });
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(plus());
    await user.click(addButton());
    expect(await screen.findByText('2 × Kurta added to your cart')).toBeInTheDocument();
    expect(cart.count()).toBe(2);
    expect(cart.lines()[0]).toMatchObject({
      query_id: 'kurta',
      quantity: 2,
      selectedColor: 'Blue',
      selectedSize: 'L',
      storeQueryId: 'kbh',
      merchant_name: 'Karachi Biryani House',
    });
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/checkout/cart-summary',
    );
  });

  it('locks the quantity while adding', async () => {
    const user = userEvent.setup();
    const cart = new MemoryCart();
    let finish: () => void = () => undefined;
    vi.spyOn(cart, 'addItem').mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({} as never);
        }),
    );
    await renderDetails(makeProduct(), cart);
    await screen.findByRole('heading', { level: 1 });
    await user.click(addButton());
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(minus()).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(plus()).toBeEnabled();
  });

  it('cannot add a product that is out of stock', async () => {
    await renderDetails(makeProduct({ unlimited: true, unlimited_out_of_stock: true }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Out of stock')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(plus()).toBeDisabled();
  });

  it('switches photos with the thumbnails and the arrow keys', async () => {
    const user = userEvent.setup();
    await renderDetails(
      makeProduct({
        images: [
          { image_original_url: '/a.svg' },
          { image_original_url: '/b.svg' },
          { image_original_url: '/c.svg' },
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('img', { name: 'Chicken Biryani, photo 1 of 3' })).toHaveAttribute(
      'src',
      '/a.svg',
    );
    const thumbs = screen.getByRole('group', { name: 'Product photos' });
    await user.click(within(thumbs).getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(screen.getByRole('img', { name: 'Chicken Biryani, photo 2 of 3' })).toHaveAttribute(
      'src',
      '/b.svg',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Chicken Biryani, photo 3 of 3' })).toBeInTheDocument();
    expect(within(thumbs).getByRole('button', { name: 'Show photo 3 of 3' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Chicken Biryani, photo 1 of 3' })).toBeInTheDocument();
  });

  it('says so when the product does not exist', async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'not_found', message: 'Product not found' } }, 404),
    );
    await renderRoute(ROUTE, <ProductDetailsPage />, PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this product" }),
    ).toBeInTheDocument();
  });
});
