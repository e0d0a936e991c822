import { STORE_MONEY_MESSAGES, karachiDate } from '@sauda/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isolated } from '../dashboard/model/bidi';
import { quickRange } from './model/money-range';
import {
  cancelledTransaction,
  makeTransaction,
  transactionsAnswer,
} from './testing/money-fixtures';
import { renderMoney, startEachTestSignedIn } from './testing/render-money';
import {
  callsTo,
  rangeRefusal,
  serveMoney,
  serverError,
  TRANSACTIONS_CSV,
} from './testing/serve-money';

startEachTestSignedIn();

let saved: Array<{ download: string; blob: Blob }> = [];
beforeEach(() => {
  saved = [];
  let blob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: vi.fn((file: Blob) => {
      blob = file;
      return 'blob:money';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) saved.push({ download: this.download, blob });
  });
});
afterEach(() => vi.restoreAllMocks());

const lines = [makeTransaction(), cancelledTransaction];
const serveLedger = () => serveMoney({ transactions: (query) => transactionsAnswer(lines, query) });

describe('Transactions', { timeout: 20_000 }, () => {
  it('asks for the last 30 days by default and shows the totals of the answer', async () => {
    const server = serveLedger();
    await renderMoney('/transactions');
    const totals = await screen.findByRole('region', { name: 'Totals for these dates' });
    const last30 = quickRange('30d', new Date());
    const [asked] = callsTo(server.calls, 'transactions');
    expect(asked?.search).toBe(`?from=${last30.from}&to=${last30.to}&page=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    expect(totals).toHaveTextContent('Orders delivered11 cancelled');
    expect(totals).toHaveTextContent('Order valueRs 2,050.00');
    expect(totals).toHaveTextContent('DiscountsRs 150.00Items Rs 50.00 · store vouchers Rs 100.00');
    expect(totals).toHaveTextContent('CommissionRs 110.00');
    expect(totals).toHaveTextContent('Cash collected by ridersRs 1,290.00');
    expect(totals).toHaveTextContent('Net due to youRs 990.00');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the lines in a table on a wide screen', async () => {
    serveLedger();
    await renderMoney('/transactions');
    const table = await screen.findByRole('table', { name: /^Orders delivered or cancelled/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(
      'DateOrderStatusValueDiscountsVoucherDelivery feeTipCommissionCash collectedNet due',
    );
    expect(rows[1]).toHaveTextContent(
      '25 NovSD-A1B2C3DeliveredRs 1,250.00Rs 50.00Store Rs 100.00Rs 150.00Rs 40.00Rs 110.00Rs 1,290.00Rs 990.00',
    );
    expect(rows[2]).toHaveTextContent('SD-Z9Y8X7CancelledRs 800.00Rs 0.00Sauda Rs 120.00');
    expect(screen.getByText('2 orders')).toBeVisible();
  });

  it('shows one card an order on a phone', async () => {
    serveLedger();
    await renderMoney('/transactions', { phone: true });
    const list = await screen.findByRole('list', { name: /^Orders delivered or cancelled/ });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'SD-A1B2C3' })).toBeVisible();
    expect(cards[0]).toHaveTextContent('Net dueRs 990.00');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("reads the day's cash close as a reconciliation", async () => {
    const server = serveLedger();
    await renderMoney('/transactions');
    const close = await screen.findByRole('region', { name: 'Daily cash close' });
    await waitFor(() =>
      expect(close).toHaveTextContent(
        `Riders collected ${isolated('Rs 3,870.00')} · Owed to you ${isolated('Rs 3,120.50')}`,
      ),
    );
    expect(close).toHaveTextContent(
      `3 orders delivered · commission ${isolated('Rs 329.50')} · tips ${isolated('Rs 120.00')}`,
    );
    expect(callsTo(server.calls, 'transactions/close')[0]?.searchParams.get('date')).toBe(
      karachiDate(new Date()),
    );
  });

  it('keeps a quick range in the address and asks for it', async () => {
    const server = serveLedger();
    const { user, router } = await renderMoney('/transactions');
    await screen.findByRole('region', { name: 'Totals for these dates' });
    await user.click(screen.getByRole('button', { name: '7 days' }));
    const week = quickRange('7d', new Date());
    expect(router.state.location.search).toBe(`?from=${week.from}&to=${week.to}`);
    await waitFor(() =>
      expect(callsTo(server.calls, 'transactions').at(-1)?.search).toBe(
        `?from=${week.from}&to=${week.to}&page=1`,
      ),
    );
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens on the dates of a shared address and asks again when one changes', async () => {
    const server = serveLedger();
    const { router } = await renderMoney('/transactions?from=2026-11-01&to=2026-11-20');
    await screen.findByRole('region', { name: 'Totals for these dates' });
    expect(callsTo(server.calls, 'transactions')[0]?.search).toBe(
      '?from=2026-11-01&to=2026-11-20&page=1',
    );
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2026-11-01');
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    expect(router.state.location.search).toBe('?from=2026-11-10&to=2026-11-20');
    await waitFor(() =>
      expect(callsTo(server.calls, 'transactions').at(-1)?.searchParams.get('from')).toBe(
        '2026-11-10',
      ),
    );
  });

  it('says under the dates what the server refused, and offers no file of them', async () => {
    serveMoney({
      transactions: (query) =>
        query.from > query.to
          ? rangeRefusal('from', STORE_MONEY_MESSAGES.rangeReversed)
          : transactionsAnswer(lines, query),
    });
    await renderMoney('/transactions?from=2026-11-20&to=2026-11-01');
    expect(await screen.findByText('The start date must not be after the end date.')).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('pages through a long ledger with links that keep the dates', async () => {
    const server = serveMoney({
      transactions: (query) =>
        transactionsAnswer(lines, query, { page: query.page, total_items: 120, total_pages: 3 }),
    });
    const { user, router } = await renderMoney('/transactions?from=2026-11-01&to=2026-11-20');
    const pages = await screen.findByRole('navigation', { name: 'Ledger pages' });
    await user.click(within(pages).getByRole('link', { name: 'Go to page 2' }));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-20&page=2');
    await waitFor(() =>
      expect(callsTo(server.calls, 'transactions').at(-1)?.searchParams.get('page')).toBe('2'),
    );
  });

  it('says when no order was settled in the dates, and offers a longer period', async () => {
    const server = serveMoney();
    const { user, router } = await renderMoney('/transactions?from=2026-11-01&to=2026-11-02');
    expect(
      await screen.findByRole('heading', {
        name: 'No delivered or cancelled orders in these dates',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show the last 30 days' }));
    const last30 = quickRange('30d', new Date());
    expect(router.state.location.search).toBe(`?from=${last30.from}&to=${last30.to}`);
    await waitFor(() => expect(callsTo(server.calls, 'transactions')).toHaveLength(2));
  });

  it('offers a retry when the ledger does not load', async () => {
    let fail = true;
    serveMoney({
      transactions: (query) => (fail ? serverError() : transactionsAnswer(lines, query)),
    });
    const { user } = await renderMoney('/transactions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your ledger didn't load. Please try again.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Totals for these dates' })).toBeVisible();
  });

  it('downloads the CSV of the same dates with the session', async () => {
    const server = serveLedger();
    const { user } = await renderMoney('/transactions?from=2026-11-01&to=2026-11-20');
    await screen.findByRole('region', { name: 'Totals for these dates' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [asked] = callsTo(server.calls, 'transactions/export');
    expect(asked?.search).toBe('?from=2026-11-01&to=2026-11-20');
    const call = server.calls.find((entry) => entry.url.includes('/transactions/export'));
    expect(new Headers(call?.init.headers).get('Authorization')).toBe('Bearer token-merchant');
    expect(saved[0]?.download).toBe('transactions-st_biryani-2026-11-01-to-2026-11-20.csv');
    expect(await saved[0]?.blob.text()).toBe(TRANSACTIONS_CSV.replace('\uFEFF', ''));
  });
});
