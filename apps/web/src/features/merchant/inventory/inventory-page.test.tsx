import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { makeMerchantProduct, numberedProduct } from './testing/merchant-product-fixtures';
import { renderInventory } from './testing/render-inventory';
import { listCalls, serveMerchantProducts, STORE_ID } from './testing/serve-merchant-products';

beforeEach(() => resetAuthForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTest();
});

const biryani = makeMerchantProduct();
const raita = makeMerchantProduct({
  query_id: 'pr_raita',
  name: 'Raita',
  quantity: 2,
  cost: 120,
  promotion_amount: 20,
  cost_after_discount: 100,
});
const cola = makeMerchantProduct({
  query_id: 'pr_cola',
  name: 'Cola 1.5L',
  category_id: 2,
  category_name: 'Drinks',
  unlimited: true,
  quantity: 0,
  is_active: false,
});

const table = () => screen.findByRole('table', { name: 'Products' });
/** The product rows, once there are some (skeleton rows have no row header). */
const rows = async () => {
  await screen.findAllByRole('rowheader');
  return within(await table())
    .getAllByRole('row')
    .slice(1);
};
const rowOf = async (name: RegExp) => {
  const found = (await rows()).find((row) => within(row).queryByRole('rowheader', { name }));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};
const chip = (name: string) => screen.getByRole('button', { name });

describe('the inventory list', () => {
  it('shows each product with its photo, category, price, stock and availability', async () => {
    const server = serveMerchantProducts([biryani, raita, cola]);
    await renderInventory();
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    const headers = (await rows()).map((row) => within(row).getByRole('rowheader'));
    expect(headers).toHaveLength(3);
    expect(headers[0]).toHaveAccessibleName('Chicken Biryani Rice');
    expect(headers[1]).toHaveAccessibleName('Cola 1.5L Drinks');
    expect(headers[2]).toHaveAccessibleName('Raita Rice');
    const raitaRow = await rowOf(/^Raita/);
    expect(raitaRow).toHaveTextContent('Rs 100.00');
    expect(within(raitaRow).getByText('Rs 120.00').tagName).toBe('S');
    expect(within(raitaRow).getByRole('textbox', { name: 'Stock of Raita' })).toHaveValue('2');
    expect(raitaRow).toHaveTextContent('Low stock');
    expect(within(raitaRow).getByRole('switch', { name: 'Show Raita to shoppers' })).toBeChecked();
    const colaRow = await rowOf(/^Cola/);
    expect(within(colaRow).queryByRole('textbox')).toBeNull();
    expect(
      within(colaRow).getByRole('switch', { name: 'Unlimited stock of Cola 1.5L' }),
    ).toBeChecked();
    expect(colaRow).toHaveTextContent('Hidden');
    expect(screen.getByText('Showing 1–3 of 3 products')).toBeVisible();
    expect(listCalls(server.calls)).toEqual([{ sort: 'name', page: '1', per_page: '25' }]);
  });

  it('stacks the products as cards on a phone, with the same fields', async () => {
    serveMerchantProducts([biryani, raita]);
    await renderInventory({ wide: false });
    const list = await screen.findByRole('list', { name: 'Products' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Chicken Biryani' })).toBeVisible();
    expect(within(first!).getByRole('textbox', { name: 'Stock of Chicken Biryani' })).toHaveValue(
      '12',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers Add product to owners and managers, not to staff', async () => {
    serveMerchantProducts([biryani]);
    const { unmount } = await renderInventory({ role: 'manager' });
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/inventory-mgmt/add',
    );
    unmount();
    await renderInventory({ role: 'staff' });
    await rows();
    expect(screen.queryByRole('link', { name: 'Add product' })).toBeNull();
  });
});

describe('the inventory filters', () => {
  it('searches by name on the server once typing pauses, and keeps it in the URL', async () => {
    const server = serveMerchantProducts([biryani, raita, cola]);
    const { user, router } = await renderInventory();
    await rows();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'rai');
    await waitFor(() => expect(router.state.location.search).toBe('?query=rai'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    const searches = listCalls(server.calls).filter((call) => call.query !== undefined);
    expect(searches).toEqual([{ query: 'rai', sort: 'name', page: '1', per_page: '25' }]);
  });

  it('writes the stock chip, category and sort to the URL and asks again', async () => {
    const server = serveMerchantProducts([biryani, raita, cola]);
    const { user, router } = await renderInventory();
    await rows();
    await user.click(chip('Low stock'));
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low'));
    expect(chip('Low stock')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect(await rows()).toHaveLength(1));

    await user.click(chip('All'));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Drinks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category_id=2'));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price (high to low)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category_id=2&sort=-price'));
    await waitFor(() =>
      expect(listCalls(server.calls)).toContainEqual({
        category_id: '2',
        sort: '-price',
        page: '1',
        per_page: '25',
      }),
    );
    expect(listCalls(server.calls)).toContainEqual({
      stock: 'low',
      sort: 'name',
      page: '1',
      per_page: '25',
    });
  });

  it('opens with the filters of a shared link, and Back returns to the ones before', async () => {
    serveMerchantProducts([biryani, raita, cola]);
    const { user, router } = await renderInventory({ path: '/inventory-mgmt?stock=unlimited' });
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(chip('Unlimited')).toHaveAttribute('aria-pressed', 'true');
    await user.click(chip('Out of stock'));
    await waitFor(() => expect(router.state.location.search).toBe('?stock=out'));
    await router.navigate(-1);
    await waitFor(() => expect(chip('Unlimited')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('pages through the products 25 at a time with the total', async () => {
    const server = serveMerchantProducts(
      Array.from({ length: 30 }, (_, index) => numberedProduct(index + 1)),
    );
    const { user, router } = await renderInventory();
    expect(await rows()).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 30 products')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    await user.click(within(pages).getByRole('link', { name: /page 2/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(screen.getByText('Showing 26–30 of 30 products')).toBeVisible();
    expect(listCalls(server.calls)).toContainEqual({ sort: 'name', page: '2', per_page: '25' });
  });
});

describe('the inventory states', () => {
  it('welcomes a store without products, with Add product for its owner', async () => {
    serveMerchantProducts([]);
    await renderInventory();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Add product' })).toHaveLength(2);
  });

  it('says when nothing matches, and Clear filters shows every product again', async () => {
    serveMerchantProducts([biryani, raita]);
    const { user, router } = await renderInventory({
      path: '/inventory-mgmt?query=zarda&stock=out',
    });
    expect(await screen.findByRole('heading', { name: 'No product matches' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await rows()).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('shows an error with Retry when the list fails, and Retry asks again', async () => {
    let fail = true;
    serveMerchantProducts([biryani], {
      extra: (_call, path) =>
        fail && path === `merchant/stores/${STORE_ID}/products`
          ? jsonResponse({ error: { code: 'internal', message: 'Something broke' } }, 500)
          : undefined,
    });
    const { user } = await renderInventory();
    const message = await screen.findByText("The products didn't load. Please try again.");
    fail = false;
    await user.click(
      within(message.closest('[role="alert"]')!).getByRole('button', { name: 'Retry' }),
    );
    expect(await rows()).toHaveLength(1);
  });

  it('shows skeleton rows while the first page loads', async () => {
    serveMerchantProducts([biryani], {
      extra: (_call, path) =>
        path === `merchant/stores/${STORE_ID}/products`
          ? (new Promise(() => undefined) as never)
          : undefined,
    });
    await renderInventory();
    expect(screen.getByRole('status', { name: 'Loading products…' })).toBeVisible();
  });
});
