import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../api/testing/fetch-stub';
import type { ExtraRoute } from '../testing/serve-merchant-orders';
import { acceptedMerchantOrder, makeMerchantOrder } from '../testing/merchant-order-fixtures';
import { openQueue, startEachActionTest, STATUS_PATH } from '../testing/queue-actions-kit';

startEachActionTest();

describe('Mark delivered', { timeout: 20_000 }, () => {
  const dispatched = () =>
    acceptedMerchantOrder({
      status: 'order_dispatched',
      statuses: {
        ...acceptedMerchantOrder().statuses,
        order_dispatched: '2026-11-23T13:30:00.000Z',
      },
    });

  async function openDeliver() {
    const view = await openQueue([dispatched()], '/orders-mgmt?status=order_dispatched');
    await view.user.click(screen.getByRole('button', { name: 'Mark order SD-4F7K2Q delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order SD-4F7K2Q delivered' });
    const field = within(dialog).getByRole('textbox', { name: 'Handover code' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark delivered' });
    return { ...view, dialog, field, confirm };
  }

  it('asks for the handover code and shows a wrong one under the field', async () => {
    const { user, server, dialog, field, confirm } = await openDeliver();
    expect(dialog).toHaveTextContent('Ask the customer for the 4-digit handover code');
    await user.type(field, '1111');
    await user.click(confirm);
    await waitFor(() =>
      expect(within(dialog).getByText('The handover code is not correct.')).toBeVisible(),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(server.posted).toEqual([{ status: 'order_delivered', handover_code: '1111' }]);
    await user.clear(field);
    await user.type(field, '4821');
    await user.click(confirm);
    await waitFor(() => expect(server.posted).toHaveLength(2));
    expect(server.posted[1]).toEqual({ status: 'order_delivered', handover_code: '4821' });
    expect(await screen.findByRole('heading', { name: 'No orders on the way' })).toBeVisible();
  });

  it('needs four digits before asking the server', async () => {
    const { user, server, dialog, field, confirm } = await openDeliver();
    await user.click(confirm);
    expect(
      within(dialog).getByText('Enter the handover code to mark the order delivered.'),
    ).toBeVisible();
    await user.type(field, '48a');
    expect(field).toHaveValue('48');
    await user.click(confirm);
    expect(within(dialog).getByText('The handover code has 4 digits.')).toBeVisible();
    expect(server.posted).toEqual([]);
  });
});

describe('Cancel', { timeout: 20_000 }, () => {
  async function openCancel(extra?: ExtraRoute) {
    const view = await openQueue([makeMerchantOrder()], '/orders-mgmt', extra);
    await view.user.click(screen.getByRole('button', { name: 'Order SD-4F7K2Q' }));
    const detail = await screen.findByRole('dialog', { name: 'Order SD-4F7K2Q' });
    await view.user.click(within(detail).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order SD-4F7K2Q?' });
    return { ...view, detail, dialog };
  }

  it('needs a reason, offers quick ones, and sends the one chosen', async () => {
    const { user, server, detail, dialog } = await openCancel();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    await user.click(confirm);
    expect(within(dialog).getByText('Give a reason for cancelling the order.')).toBeVisible();
    expect(server.posted).toEqual([]);
    const quick = within(dialog).getByRole('group', { name: 'Quick reasons' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Out of stock',
      'Kitchen too busy',
      'Closing soon',
      'Cannot deliver to this address',
    ]);
    await user.click(within(quick).getByRole('button', { name: 'Kitchen too busy' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Kitchen too busy');
    expect(within(quick).getByRole('button', { name: 'Kitchen too busy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(server.posted).toEqual([{ status: 'cancelled', reason: 'Kitchen too busy' }]),
    );
    expect(
      await within(detail).findByText('Cancelled by the store: Kitchen too busy'),
    ).toBeVisible();
  });

  it('sends a reason of its own', async () => {
    const { user, server, dialog } = await openCancel();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Gas ran out  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(server.posted).toEqual([{ status: 'cancelled', reason: 'Gas ran out' }]),
    );
  });

  it("shows the server's word on the reason under the field", async () => {
    const { user, dialog } = await openCancel((_call, path) =>
      path === STATUS_PATH
        ? jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'Please check the highlighted fields.',
                fields: { reason: 'Keep the reason under 200 characters.' },
              },
            },
            400,
          )
        : undefined,
    );
    const field = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(field, 'Too long, says the server');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Keep the reason under 200 characters.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
