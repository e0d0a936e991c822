import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptedMerchantOrder, makeMerchantOrder } from '../testing/merchant-order-fixtures';
import { openQueue, refusal, startEachActionTest, STATUS_PATH } from '../testing/queue-actions-kit';

startEachActionTest();

describe('Accept', { timeout: 20_000 }, () => {
  it("asks the preparation time, the store's first, and sends the one chosen", async () => {
    const { user, server } = await openQueue([makeMerchantOrder()]);
    await user.click(screen.getByRole('button', { name: 'Accept order SD-4F7K2Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order SD-4F7K2Q' });
    const field = within(dialog).getByRole('textbox', { name: 'Preparation time (minutes)' });
    await waitFor(() => expect(field).toHaveValue('25'));
    expect(within(dialog).getByText('From 5 to 120 minutes')).toBeVisible();
    const picks = within(dialog).getByRole('group', { name: 'Quick picks' });
    expect(
      within(picks)
        .getAllByRole('button')
        .map((pick) => pick.textContent),
    ).toEqual(['10 min', '15 min', '20 min', '30 min', '45 min']);
    await user.click(within(picks).getByRole('button', { name: '15 min' }));
    expect(field).toHaveValue('15');
    expect(within(picks).getByRole('button', { name: '15 min' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    await waitFor(() =>
      expect(server.posted).toEqual([{ status: 'order_confirmed', prep_minutes: 15 }]),
    );
    expect(await screen.findByRole('heading', { name: 'No new orders' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Accept order SD-4F7K2Q' })).toBeNull(),
    );
  });

  it('keeps the preparation time within 5 to 120 minutes', async () => {
    const { user, server } = await openQueue([makeMerchantOrder()]);
    await user.click(screen.getByRole('button', { name: 'Accept order SD-4F7K2Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order SD-4F7K2Q' });
    const field = within(dialog).getByRole('textbox', { name: 'Preparation time (minutes)' });
    const accept = within(dialog).getByRole('button', { name: 'Accept order' });
    for (const typed of ['121', '4', 'soon', '']) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(accept);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByText('Preparation time is 5 to 120 minutes.')).toBeVisible();
    }
    expect(server.posted).toEqual([]);
    await user.clear(field);
    await user.type(field, '120');
    await user.click(accept);
    await waitFor(() =>
      expect(server.posted).toEqual([{ status: 'order_confirmed', prep_minutes: 120 }]),
    );
  });

  it("shows the server's refusal in red under the dialog's buttons", async () => {
    const { user } = await openQueue([makeMerchantOrder()], '/orders-mgmt', (call, path) =>
      path === STATUS_PATH
        ? refusal(
            'invalid_order_transition',
            'An order that is Cancelled cannot become Order Confirmed.',
          )
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Accept order SD-4F7K2Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order SD-4F7K2Q' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An order that is Cancelled cannot become Order Confirmed.',
    );
  });
});

describe('Mark dispatched', { timeout: 20_000 }, () => {
  it('sends the step at once', async () => {
    const { user, server } = await openQueue(
      [acceptedMerchantOrder()],
      '/orders-mgmt?status=order_confirmed',
    );
    await user.click(screen.getByRole('button', { name: 'Mark order SD-4F7K2Q dispatched' }));
    await waitFor(() => expect(server.posted).toEqual([{ status: 'order_dispatched' }]));
    expect(await screen.findByRole('heading', { name: 'No accepted orders' })).toBeVisible();
  });

  it('shows a refusal under the button', async () => {
    const { user } = await openQueue(
      [acceptedMerchantOrder()],
      '/orders-mgmt?status=order_confirmed',
      (_call, path) =>
        path === STATUS_PATH
          ? refusal(
              'invalid_order_transition',
              'An order that is Cancelled cannot become Order Dispatched.',
            )
          : undefined,
    );
    const card = screen.getByRole('heading', { name: 'Order SD-4F7K2Q' }).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Mark order SD-4F7K2Q dispatched' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'An order that is Cancelled cannot become Order Dispatched.',
    );
  });
});
