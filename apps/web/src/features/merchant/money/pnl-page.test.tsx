import { STORE_MONEY_MESSAGES } from '@sauda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPnl, makePnl } from './testing/money-fixtures';
import { renderMoney, startEachTestSignedIn } from './testing/render-money';
import { callsTo, rangeRefusal, serveMoney, serverError } from './testing/serve-money';

startEachTestSignedIn();

let downloads: string[] = [];
beforeEach(() => {
  downloads = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pnl'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const PATH = '/pnl?from=2026-11-24&to=2026-11-26';

describe('Profit & Loss', { timeout: 20_000 }, () => {
  it("gives the owner each day's figures and the range's totals", async () => {
    const server = serveMoney();
    await renderMoney(PATH);
    const table = await screen.findByRole('table', {
      name: 'Profit and loss by day, Tue, 24 Nov 2026 to Thu, 26 Nov 2026',
    });
    expect(callsTo(server.calls, 'pnl')[0]?.search).toBe(
      '?from=2026-11-24&to=2026-11-26&group=day',
    );
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodOrdersRevenueDiscountsStore vouchersCommissionDelivery feesNet',
      'Tue, 24 Nov 20262Rs 2,000.00Rs 100.00Rs 40.00Rs 200.00Rs 300.00Rs 1,660.00',
      'Wed, 25 Nov 20260Rs 0.00Rs 0.00Rs 0.00Rs 0.00Rs 0.00Rs 0.00',
      'Thu, 26 Nov 20263Rs 4,500.00Rs 150.00Rs 60.00Rs 450.00Rs 450.00Rs 3,840.00',
      'Total5Rs 6,500.00Rs 250.00Rs 100.00Rs 650.00Rs 750.00Rs 5,500.00',
    ]);
    const totals = screen.getByRole('region', { name: 'Totals for these dates' });
    expect(totals).toHaveTextContent('RevenueRs 6,500.005 orders delivered');
    expect(totals).toHaveTextContent('NetRs 5,500.00');
    expect(screen.getByRole('region', { name: 'Net and revenue by day' })).toBeVisible();
  });

  it('lists the periods on a phone, with the details of those that sold', async () => {
    serveMoney();
    await renderMoney(PATH, { phone: true });
    const list = await screen.findByRole('list', { name: /^Profit and loss by day/ });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Tue, 24 Nov 20262 ordersRs 1,660.00RevenueRs 2,000.00');
    expect(items[1]).toHaveTextContent(/^Wed, 25 Nov 20260 ordersRs 0\.00$/);
    expect(items[3]).toHaveTextContent('Total5 ordersRs 5,500.00');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('groups by month, kept in the address', async () => {
    const server = serveMoney();
    const { user, router } = await renderMoney(PATH);
    await screen.findByRole('table', { name: /^Profit and loss by day/ });
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(router.state.location.search).toBe('?from=2026-11-24&to=2026-11-26&group=month');
    const table = await screen.findByRole('table', { name: /^Profit and loss by month/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('October 202610Rs 12,000.00');
    expect(callsTo(server.calls, 'pnl').at(-1)?.searchParams.get('group')).toBe('month');
  });

  it('turns a manager away politely without asking for the figures', async () => {
    const server = serveMoney({ role: 'manager' });
    await renderMoney(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not for your role' }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Your role (Manager) cannot open this page.',
    );
    expect(callsTo(server.calls, 'pnl')).toHaveLength(0);
  });

  it('lets a manager open the transactions', async () => {
    serveMoney({ role: 'manager' });
    await renderMoney('/transactions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  });

  it('says when nothing was delivered in the dates', async () => {
    serveMoney({ pnl: (query) => emptyPnl(query.group, query) });
    await renderMoney(PATH);
    expect(
      await screen.findByRole('heading', { name: 'No delivered orders in these dates' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the figures do not load', async () => {
    let fail = true;
    serveMoney({ pnl: (query) => (fail ? serverError() : makePnl(query.group, query)) });
    const { user } = await renderMoney(PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your profit and loss didn't load. Please try again.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /^Profit and loss by day/ })).toBeVisible();
  });

  it('shows a range too long under the start date', async () => {
    serveMoney({ pnl: () => rangeRefusal('from', STORE_MONEY_MESSAGES.rangeTooLong) });
    await renderMoney('/pnl?from=2025-01-01&to=2026-11-26');
    expect(await screen.findByText('Choose at most 366 days.')).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  });

  it('downloads the P&L file of the same dates', async () => {
    const server = serveMoney();
    const { user } = await renderMoney(PATH);
    await screen.findByRole('table', { name: /^Profit and loss by day/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['pnl-st_biryani-2026-11-24-to-2026-11-26.csv']));
    expect(callsTo(server.calls, 'pnl/export')[0]?.search).toBe('?from=2026-11-24&to=2026-11-26');
  });
});
