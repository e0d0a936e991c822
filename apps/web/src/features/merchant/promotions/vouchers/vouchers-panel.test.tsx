import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../api/testing/fetch-stub';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { renderPromotions } from '../testing/render-promotions';
import { servePromotions } from '../testing/serve-promotions';
import { makeVoucher } from '../testing/voucher-fixtures';

beforeEach(() => resetAuthForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthForTest();
});

const eid = makeVoucher();
const flat = makeVoucher({
  id: 8,
  code: 'FLAT100',
  kind: 'fixed',
  value: 100,
  cap: null,
  minimum: 0,
  total_limit: null,
  uses: 3,
  starts_at: null,
  ends_at: null,
  is_active: false,
  status: 'paused',
});

/** Types into a field at once (a paste): the dialog has many fields to fill. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const cardOf = (code: string) => screen.findByRole('listitem', { name: code });

describe('the vouchers tab', () => {
  it('lists each voucher with its terms, minimum, uses, dates and status', async () => {
    servePromotions([eid, flat], []);
    await renderPromotions();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Vouchers' })).toHaveAttribute('aria-selected', 'true');
    const eidCard = await cardOf('EID15');
    expect(
      within(eidCard).getByRole('heading', { name: '15% off, up to Rs 150.00' }),
    ).toBeVisible();
    expect(eidCard).toHaveTextContent('Orders from Rs 500.00');
    expect(eidCard).toHaveTextContent('12 of 50 used');
    expect(eidCard).toHaveTextContent(/1 Dec( 2026)? – 31 Dec( 2026)?/);
    expect(eidCard).toHaveTextContent('Active');
    const flatCard = await cardOf('FLAT100');
    expect(within(flatCard).getByRole('heading', { name: 'Rs 100.00 off' })).toBeVisible();
    expect(flatCard).toHaveTextContent('Any order size');
    expect(flatCard).toHaveTextContent('3 uses, no limit');
    expect(flatCard).toHaveTextContent('No end date');
    expect(within(flatCard).getByRole('switch', { name: 'Voucher FLAT100 on' })).not.toBeChecked();
  });

  it('invites the first voucher when there is none, and says so when the list fails', async () => {
    servePromotions([], []);
    const { unmount } = await renderPromotions();
    expect(await screen.findByRole('heading', { name: 'No vouchers yet' })).toBeVisible();
    unmount();
    vi.unstubAllGlobals();
    let calls = 0;
    servePromotions([], [], {
      extra: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)
          : undefined;
      },
    });
    const { user } = await renderPromotions();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The vouchers didn't load.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No vouchers yet' })).toBeVisible();
  });

  it('pauses a voucher from its switch and says so', async () => {
    const server = servePromotions([makeVoucher()], []);
    const { user } = await renderPromotions();
    const card = await cardOf('EID15');
    await user.click(within(card).getByRole('switch', { name: 'Voucher EID15 on' }));
    expect(await screen.findByText('EID15 is paused.')).toBeVisible();
    expect(server.sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/merchant/stores/st_biryani/vouchers/7',
        body: { is_active: false },
      },
    ]);
    await waitFor(() => expect(within(card).getByRole('switch')).not.toBeChecked());
    expect(card).toHaveTextContent('Paused');
  });
});

describe('the voucher dialog', () => {
  it('creates a voucher from the typed fields, in Karachi time', async () => {
    const server = servePromotions([], []);
    const { user } = await renderPromotions();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'New voucher' });
    expect(dialog).toHaveTextContent('Your store bears the cost of this voucher');
    await fill(user, within(dialog).getByLabelText(/^Code/), 'eid15');
    await fill(user, within(dialog).getByLabelText(/^Percent off/), '15');
    await fill(user, within(dialog).getByLabelText('Most it takes off'), '150');
    await fill(user, within(dialog).getByLabelText('Minimum order'), '500');
    await fill(user, within(dialog).getByLabelText('Total uses'), '50');
    await fill(user, within(dialog).getByLabelText('Starts'), '2026-12-01T00:00');
    await fill(user, within(dialog).getByLabelText('Ends'), '2026-12-31T23:59');
    await user.click(within(dialog).getByRole('button', { name: 'Create voucher' }));

    expect(await screen.findByText('Voucher EID15 saved.')).toBeVisible();
    expect(server.sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/merchant/stores/st_biryani/vouchers',
        body: {
          code: 'EID15',
          kind: 'percent',
          value: 15,
          cap: 150,
          minimum: 500,
          total_limit: 50,
          per_user_limit: 1,
          starts_at: '2026-12-01T00:00:00+05:00',
          ends_at: '2026-12-31T23:59:00+05:00',
          is_active: true,
        },
      },
    ]);
    expect(await cardOf('EID15')).toHaveTextContent('0 of 50 used');
  });

  it('shows a taken code under the code field and keeps the dialog open', async () => {
    servePromotions([makeVoucher()], []);
    const { user } = await renderPromotions();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'New voucher' });
    await user.click(within(dialog).getByRole('button', { name: 'Amount off' }));
    await fill(user, within(dialog).getByLabelText(/^Code/), 'eid15');
    await fill(user, within(dialog).getByLabelText(/^Amount off/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create voucher' }));
    const code = within(dialog).getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription('This code is already taken.'));
    expect(code).toHaveFocus();
    expect(dialog).toBeVisible();
  });

  it('refuses an end before the start, and hides the cap of a fixed voucher', async () => {
    const server = servePromotions([], []);
    const { user } = await renderPromotions();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'New voucher' });
    await fill(user, within(dialog).getByLabelText(/^Code/), 'late');
    await fill(user, within(dialog).getByLabelText(/^Percent off/), '10');
    await fill(user, within(dialog).getByLabelText('Most it takes off'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Amount off' }));
    expect(within(dialog).queryByLabelText('Most it takes off')).toBeNull();
    await fill(user, within(dialog).getByLabelText('Starts'), '2026-12-10T09:00');
    await fill(user, within(dialog).getByLabelText('Ends'), '2026-12-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create voucher' }));
    expect(await within(dialog).findByText('The voucher must end after it starts.')).toBeVisible();
    expect(server.sent).toEqual([]);
  });

  it('sends only what an edit changed', async () => {
    const server = servePromotions([makeVoucher()], []);
    const { user } = await renderPromotions();
    await user.click(await screen.findByRole('button', { name: 'Edit voucher EID15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit voucher EID15' });
    const total = within(dialog).getByLabelText('Total uses');
    await user.clear(total);
    await fill(user, total, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Voucher EID15 saved.')).toBeVisible();
    expect(server.sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/merchant/stores/st_biryani/vouchers/7',
        body: { total_limit: 80 },
      },
    ]);
  });
});
