import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { makeMerchantProduct } from './testing/merchant-product-fixtures';
import { renderInventory } from './testing/render-inventory';
import { serveMerchantProducts, STORE_ID } from './testing/serve-merchant-products';

beforeEach(() => resetAuthForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTest();
});

const biryani = () =>
  makeMerchantProduct({ cost: 500, promotion_amount: 50, cost_after_discount: 450 });
const stockField = () => screen.findByRole('textbox', { name: 'Stock of Chicken Biryani' });
const announced = () => screen.getByRole('status');

describe('changing stock in place', () => {
  it('saves on Enter at once, says Saved, and Undo sends the old count back', async () => {
    const server = serveMerchantProducts([biryani()]);
    const { user } = await renderInventory();
    const field = await stockField();
    await user.clear(field);
    await user.type(field, '3{Enter}');
    expect(field).toHaveValue('3');
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(server.patches).toEqual([{ productId: 'pr_biryani', body: { quantity: 3 } }]);
    await waitFor(() => expect(announced()).toHaveTextContent('Chicken Biryani saved.'));
    const row = screen.getByRole('row', { name: /Chicken Biryani/ });
    expect(within(row).getByText('Low stock')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Change undone')).toBeVisible();
    expect(server.patches.map((patch) => patch.body)).toEqual([{ quantity: 3 }, { quantity: 12 }]);
    expect(await stockField()).toHaveValue('12');
    expect(announced()).toHaveTextContent('Change to Chicken Biryani undone.');
  });

  it('saves when the field is left, and Escape puts the count back unsent', async () => {
    const server = serveMerchantProducts([biryani()]);
    const { user } = await renderInventory();
    const field = await stockField();
    await user.clear(field);
    await user.type(field, '40{Escape}');
    expect(field).toHaveValue('12');
    await user.tab();
    expect(server.patches).toEqual([]);

    await user.clear(field);
    await user.type(field, '7');
    await user.tab();
    await waitFor(() =>
      expect(server.patches).toEqual([{ productId: 'pr_biryani', body: { quantity: 7 } }]),
    );
  });

  it('refuses a count that is not a whole number, in the domain words, without sending', async () => {
    const server = serveMerchantProducts([biryani()]);
    const { user } = await renderInventory();
    const field = await stockField();
    await user.clear(field);
    await user.type(field, '2.5{Enter}');
    expect(await screen.findByText('Enter a whole number of 0 or more.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(server.patches).toEqual([]);
  });

  it('switches a product to unlimited and back', async () => {
    const server = serveMerchantProducts([biryani()]);
    const { user } = await renderInventory();
    await stockField();
    const unlimited = screen.getByRole('switch', { name: 'Unlimited stock of Chicken Biryani' });
    await user.click(unlimited);
    expect(unlimited).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Stock of Chicken Biryani' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await stockField()).toHaveValue('12');
    expect(server.patches.map((patch) => patch.body)).toEqual([
      { unlimited: true },
      { unlimited: false },
    ]);
  });

  it('hides a product from shoppers with the availability switch', async () => {
    const server = serveMerchantProducts([biryani()]);
    const { user } = await renderInventory({ role: 'staff' });
    await stockField();
    await user.click(screen.getByRole('switch', { name: 'Show Chicken Biryani to shoppers' }));
    expect(await screen.findByText('Hidden')).toBeVisible();
    await waitFor(() =>
      expect(server.patches).toEqual([{ productId: 'pr_biryani', body: { is_active: false } }]),
    );
  });
});

describe('changing the price in place', () => {
  it('lets an owner edit the price and keeps the keyboard on Edit after Enter', async () => {
    const server = serveMerchantProducts([biryani()]);
    const { user } = await renderInventory();
    await user.click(await screen.findByRole('button', { name: 'Edit price of Chicken Biryani' }));
    const field = screen.getByRole('textbox', { name: 'Price of Chicken Biryani' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '600{Enter}');
    const row = screen.getByRole('row', { name: /Chicken Biryani/ });
    expect(row).toHaveTextContent('Rs 550.00');
    expect(within(row).getByText('Rs 600.00').tagName).toBe('S');
    expect(screen.getByRole('button', { name: 'Edit price of Chicken Biryani' })).toHaveFocus();
    await waitFor(() =>
      expect(server.patches).toEqual([{ productId: 'pr_biryani', body: { cost: 600 } }]),
    );
  });

  it('shows staff the price without a way to change it', async () => {
    serveMerchantProducts([biryani()]);
    await renderInventory({ role: 'staff' });
    await stockField();
    const row = screen.getByRole('row', { name: /Chicken Biryani/ });
    expect(row).toHaveTextContent('Rs 450.00');
    expect(within(row).queryByRole('button', { name: /Edit price/ })).toBeNull();
    expect(within(row).queryByRole('textbox', { name: /Price of/ })).toBeNull();
  });

  it("shows the server's refusal and puts the old price back", async () => {
    const server = serveMerchantProducts([biryani()], {
      extra: (call, path) =>
        call.init.method === 'PATCH' && path === `merchant/stores/${STORE_ID}/products/pr_biryani`
          ? jsonResponse(
              {
                error: {
                  code: 'validation_failed',
                  message: 'The discount cannot be more than the price.',
                },
              },
              400,
            )
          : undefined,
    });
    const { user } = await renderInventory();
    await user.click(await screen.findByRole('button', { name: 'Edit price of Chicken Biryani' }));
    const field = screen.getByRole('textbox', { name: 'Price of Chicken Biryani' });
    await user.clear(field);
    await user.type(field, '20{Enter}');
    expect(await screen.findByText('The discount cannot be more than the price.')).toBeVisible();
    const row = screen.getByRole('row', { name: /Chicken Biryani/ });
    await waitFor(() => expect(row).toHaveTextContent('Rs 450.00'));
    expect(row).toHaveTextContent('Rs 500.00');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(announced()).toHaveTextContent(
      'Chicken Biryani was not saved: The discount cannot be more than the price.',
    );
    expect(server.calls.filter((call) => call.init.method === 'PATCH')).toHaveLength(1);
  });
});

describe('the role rule of the server', () => {
  it('shows staff the refusal of a change beyond stock and availability', async () => {
    // The page never offers it; the server still refuses it, and the words come through.
    serveMerchantProducts([biryani()], { role: 'staff' });
    const { user } = await renderInventory({ role: 'owner' });
    await user.click(await screen.findByRole('button', { name: 'Edit price of Chicken Biryani' }));
    await user.type(screen.getByRole('textbox', { name: 'Price of Chicken Biryani' }), '1{Enter}');
    expect(await screen.findByText('Your role in this store does not allow this.')).toBeVisible();
  });
});
