import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, textResponse } from '../../api/testing/fetch-stub';
import { serveRoutes } from '../../api/testing/serve-routes';
import { resetAuthForTest } from '../auth/testing/reset-auth';
import { makeApplicationSummary, pagination } from './testing/operator-fixtures';
import { OPERATOR_TOKEN, renderOperator } from './testing/render-operator';

beforeEach(() => resetAuthForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const chaska = makeApplicationSummary();
const rider = makeApplicationSummary({
  id: 'app_42',
  kind: 'rider',
  status: 'reviewed',
  name: 'Bilal Khan',
  mobile_number: '+923331112222',
  city: 'Lahore',
});

function serveInbox(applications = [chaska, rider]) {
  return serveRoutes({
    'GET admin/applications': () =>
      jsonResponse({ applications, pagination: pagination(applications.length) }),
    'GET admin/applications/export': () =>
      textResponse('id,kind\napp_41,merchant\n', 200, 'text/csv'),
  });
}

const listCalls = (calls: { url: string }[]) =>
  calls
    .map((call) => new URL(call.url, 'http://x'))
    .filter((url) => url.pathname === '/api/v1/admin/applications');

describe('the applications inbox', () => {
  it('lists each application with its kind, city, mobile, age and status', async () => {
    serveInbox();
    await renderOperator('/admin/applications');
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await screen.findAllByRole('rowheader');
    const table = screen.getByRole('table', { name: 'Applications' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chaska Corner');
    expect(rows[0]).toHaveTextContent('Merchant');
    expect(rows[0]).toHaveTextContent('Karachi');
    expect(rows[0]).toHaveTextContent('+92 311 1234567');
    expect(rows[0]).toHaveTextContent('New');
    expect(rows[1]).toHaveTextContent('Rider');
    expect(rows[1]).toHaveTextContent('Reviewed');
    expect(within(rows[0]!).getByRole('link', { name: 'Chaska Corner' })).toHaveAttribute(
      'href',
      '/admin/applications/app_41',
    );
    expect(screen.getByText('Showing 1–2 of 2 applications')).toBeVisible();
  });

  it('shows cards on a phone', async () => {
    serveInbox();
    await renderOperator('/admin/applications', { wide: false });
    const list = await screen.findByRole('list', { name: 'Applications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('puts the kind, status and search in the URL and in the request', async () => {
    const server = serveInbox();
    const { user, router } = await renderOperator('/admin/applications');
    await screen.findByRole('table', { name: 'Applications' });
    await user.click(screen.getByRole('tab', { name: 'Riders' }));
    await user.click(screen.getByRole('button', { name: 'Reviewed' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'bilal');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?kind=rider&status=reviewed&query=bilal'),
    );
    await waitFor(() => {
      const last = listCalls(server.calls).at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        kind: 'rider',
        status: 'reviewed',
        query: 'bilal',
        page: '1',
      });
    });
    expect(screen.getByRole('tab', { name: 'Riders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Reviewed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reads the filters from the URL on arrival', async () => {
    const server = serveInbox([rider]);
    await renderOperator('/admin/applications?kind=rider&status=new&page=2');
    await screen.findByRole('table');
    const first = listCalls(server.calls)[0]!;
    expect(first.searchParams.get('kind')).toBe('rider');
    expect(first.searchParams.get('status')).toBe('new');
    expect(first.searchParams.get('page')).toBe('2');
  });

  it('says when nothing matches and clears the filters', async () => {
    serveInbox([]);
    const { user, router } = await renderOperator('/admin/applications?status=rejected');
    expect(await screen.findByRole('heading', { name: 'No applications match' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers Retry when the list does not load', async () => {
    let attempts = 0;
    serveRoutes({
      'GET admin/applications': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'internal', message: 'Down' } }, 500)
          : jsonResponse({ applications: [chaska], pagination: pagination(1) });
      },
    });
    const { user } = await renderOperator('/admin/applications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the applications.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Chaska Corner' })).toBeVisible();
  });

  it('exports the current filters as CSV with the operator session', async () => {
    const server = serveInbox();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = await renderOperator('/admin/applications?kind=merchant');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exportCall = server.calls.find((call) => call.url.includes('/export'))!;
    expect(new URL(exportCall.url, 'http://x').searchParams.get('kind')).toBe('merchant');
    expect((exportCall.init.headers as Record<string, string>).Authorization).toBe(
      `Bearer ${OPERATOR_TOKEN}`,
    );
  });
});
