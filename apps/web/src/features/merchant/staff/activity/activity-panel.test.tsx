import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../api/testing/fetch-stub';
import { startEachTestAsGuest } from '../../../auth/testing/guest-session';
import { makeActivity } from '../testing/staff-fixtures';
import { renderStaff } from '../testing/render-staff';
import { serveStaff, STORE_ID } from '../testing/serve-staff';

startEachTestAsGuest();

const HOUR_MS = 3_600_000;

/** Newest first: an accept 5 minutes ago, a price 2 hours ago, an invitation 3 days ago. */
function threeEntries() {
  const now = Date.now();
  return [
    makeActivity({ id: 'a1', detail: { prep_minutes: 20 } }, now),
    makeActivity(
      {
        id: 'a2',
        action: 'price_changed',
        subject: 'Chicken Biryani',
        detail: { field: 'cost', from: 450, to: 400 },
        created_at: new Date(now - 2 * HOUR_MS).toISOString(),
      },
      now,
    ),
    makeActivity(
      {
        id: 'a3',
        action: 'staff_invited',
        subject: '+923001234567',
        detail: { role: 'staff' },
        created_at: new Date(now - 72 * HOUR_MS).toISOString(),
      },
      now,
    ),
  ];
}

const activityCalls = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.includes('/activity'))
    .map((call) => new URL(call.url, 'http://x'));

describe('the activity log', () => {
  it('tells what happened in sentences, how long ago, and loads more', async () => {
    const server = serveStaff({ staff: [], activity: threeEntries() });
    const { user } = await renderStaff('/staff-mgmt?tab=activity');
    const log = await screen.findByRole('list', { name: 'Activity' });
    const lines = within(log).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Sana Iqbal accepted order SD-A1B2C3 (20 min to prepare)');
    expect(lines[0]).toHaveTextContent('5 min ago');
    expect(lines[1]).toHaveTextContent(
      'Sana Iqbal changed the price of Chicken Biryani from Rs 450.00 to Rs 400.00',
    );
    expect(lines[1]).toHaveTextContent('2 hours ago');
    const time = lines[1]!.querySelector('time');
    expect(time?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(screen.getByText('Showing 2 of 3')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent(
      'Sana Iqbal invited +92 300 1234567 as Staff',
    );
    expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent('3 days ago');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(activityCalls(server.calls).map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('filters by action through the address', async () => {
    const server = serveStaff({ staff: [], activity: threeEntries() });
    const { user, router } = await renderStaff('/staff-mgmt?tab=activity');
    await screen.findByRole('list', { name: 'Activity' });
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Price changes' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(router.state.location.search).toBe('?tab=activity&action=price_changed');
    expect(activityCalls(server.calls).at(-1)?.searchParams.get('action')).toBe('price_changed');
  });

  it('says when nothing has happened, or nothing of one kind', async () => {
    serveStaff({ staff: [], activity: [] });
    const { unmount } = await renderStaff('/staff-mgmt?tab=activity');
    expect(await screen.findByRole('heading', { name: 'Nothing has happened yet' })).toBeVisible();
    unmount();

    serveStaff({ staff: [], activity: threeEntries() });
    await renderStaff('/staff-mgmt?tab=activity&action=staff_removed');
    expect(
      await screen.findByRole('heading', { name: 'Nothing under “People removed” yet' }),
    ).toBeVisible();
  });

  it('offers Retry when the log does not load', async () => {
    let attempts = 0;
    serveStaff({
      staff: [],
      routes: {
        [`GET merchant/stores/${STORE_ID}/activity`]: () => {
          attempts += 1;
          return attempts === 1
            ? jsonResponse({ error: { code: 'internal', message: 'Down' } }, 500)
            : jsonResponse({
                activity: threeEntries(),
                pagination: { page: 1, per_page: 50, total_items: 3, total_pages: 1 },
              });
        },
      },
    });
    const { user } = await renderStaff('/staff-mgmt?tab=activity');
    expect(await screen.findByText("The activity didn't load. Please try again.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Activity' })).toBeVisible();
  });
});
