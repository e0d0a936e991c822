import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { makeMerchantProduct } from '../../inventory/testing/merchant-product-fixtures';
import { makePromotedProduct } from '../testing/promoted-product-fixtures';
import { renderPromotions } from '../testing/render-promotions';
import { servePromotions } from '../testing/serve-promotions';

beforeEach(() => resetAuthForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTest();
});

const DISCOUNTS = '/promotions?tab=discounts';
const PRODUCT_PATH = (id: string) => `/api/v1/merchant/stores/st_biryani/products/${id}`;
const raita = () =>
  makeMerchantProduct({ query_id: 'pr_raita', name: 'Raita', cost: 120, cost_after_discount: 120 });

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const list = () => screen.findByRole('list', { name: 'Products on discount' });

describe('the product discounts tab', () => {
  it('lists products on promotion with both prices, their status and dates', async () => {
    servePromotions([], [makePromotedProduct(), raita()]);
    await renderPromotions(DISCOUNTS);
    expect(screen.getByRole('tab', { name: 'Product discounts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cards = within(await list()).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { name: 'Chicken Biryani' })).toBeVisible();
    expect(card).toHaveTextContent('Regular price Rs 450.00 Discounted price Rs 400.00');
    expect(card.querySelector('s')).toHaveTextContent('Rs 450.00');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent(/1 Dec( 2026)? – 31 Dec( 2026)?/);
  });

  it('invites the first discount when no product has one', async () => {
    servePromotions([], [raita()]);
    await renderPromotions(DISCOUNTS);
    expect(await screen.findByRole('heading', { name: 'No discounts yet' })).toBeVisible();
  });

  it('adds a discount: a product found by name, then its new price', async () => {
    const server = servePromotions([], [makePromotedProduct(), raita()]);
    const { user } = await renderPromotions(DISCOUNTS);
    await user.click(await screen.findByRole('button', { name: 'Add discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add discount' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: /^Product/ }), 'rai');
    // The options of the search for 'rai' (the store's first page shows before it answers).
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /^Raita/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'New price' }));
    await fill(user, within(dialog).getByLabelText(/^New price/), '100');
    expect(dialog).toHaveTextContent('Rs 120.00 → Rs 100.00 (Rs 20.00 off)');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Discount on Raita saved.')).toBeVisible();
    expect(server.sent).toEqual([
      {
        method: 'PATCH',
        path: PRODUCT_PATH('pr_raita'),
        body: { promotion_amount: 20, promotion_starts_at: null, promotion_ends_at: null },
      },
    ]);
    await waitFor(async () =>
      expect(within(await list()).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it('refuses a discount above the price without sending it', async () => {
    const server = servePromotions([], [makePromotedProduct()]);
    const { user } = await renderPromotions(DISCOUNTS);
    await user.click(
      await screen.findByRole('button', { name: 'Edit the discount on Chicken Biryani' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Discount on Chicken Biryani' });
    const amount = within(dialog).getByLabelText(/^Amount off/);
    expect(amount).toHaveValue(50);
    await user.clear(amount);
    await fill(user, amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The discount cannot be more than the price.'),
    ).toBeVisible();
    expect(server.sent).toEqual([]);
  });

  it('removes a discount, and Undo sets it again as it was', async () => {
    const promoted = makePromotedProduct();
    const server = servePromotions([], [promoted]);
    const { user } = await renderPromotions(DISCOUNTS);
    await user.click(
      await screen.findByRole('button', { name: 'Remove the discount on Chicken Biryani' }),
    );
    expect(await screen.findByText('Discount on Chicken Biryani removed.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No discounts yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Discount on Chicken Biryani is back.')).toBeVisible();
    expect(server.sent.map((call) => call.body)).toEqual([
      { promotion_amount: null, promotion_starts_at: null, promotion_ends_at: null },
      {
        promotion_amount: 50,
        promotion_starts_at: promoted.promotion_starts_at,
        promotion_ends_at: promoted.promotion_ends_at,
      },
    ]);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });
});
