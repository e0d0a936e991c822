import { screen, waitFor, within } from '@testing-library/react';
import type { MerchantRole, MerchantStore } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../api/testing/fetch-stub';
import { startEachTestAsGuest } from '../../../auth/testing/guest-session';
import { renderWithUser } from '../../../auth/testing/render-with-user';
import { authStore } from '../../../auth/store/auth-store';
import { makeUser } from '../../../auth/testing/user-fixture';
import { CurrentStoreContext } from '../current-store';
import { makeMerchantStore, makeStoreSummary } from '../testing/merchant-fixtures';
import { bodyOf, serveMerchant } from '../testing/serve-merchant';
import { PauseControl } from './pause-control';

startEachTestAsGuest();
beforeEach(() => authStore.login(makeUser()));
afterEach(() => vi.useRealTimers());

/** 14:00 in Karachi on Friday 27 November 2026. */
const NOW = new Date('2026-11-27T09:00:00Z');
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day_of_week: day,
  start_time: '00:00',
  end_time: '23:59',
}));

function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}

async function renderPause(store: Partial<MerchantStore> = {}, role: MerchantRole = 'staff') {
  const summary = makeStoreSummary({ role });
  const fetch = serveMerchant({ stores: [summary], store: makeMerchantStore(store) });
  const view = await renderWithUser(
    <CurrentStoreContext.Provider value={{ store: summary, storeQueryId: summary.query_id, role }}>
      <PauseControl />
    </CurrentStoreContext.Provider>,
    '/orders-mgmt',
  );
  return { ...view, fetch };
}

const control = (status: string) =>
  screen.findByRole('button', { name: `New orders: ${status}. Pause or reopen` });
const pausedControl = () => screen.findByRole('button', { name: /^New orders: Paused until/ });

describe('PauseControl states', () => {
  it('reads Open inside the working hours', async () => {
    freezeClock();
    await renderPause();
    expect(await control('Open')).toHaveTextContent('Open');
  });

  it('reads Closed (outside hours) before opening time', async () => {
    freezeClock();
    await renderPause({
      working_hours: [{ day_of_week: 5, start_time: '18:00', end_time: '02:00' }],
    });
    expect(await control('Closed (outside hours)')).toBeVisible();
  });

  it('reads Closed (holiday) on a holiday', async () => {
    freezeClock();
    await renderPause({ holidays: [{ date: '2026-11-27', note: 'Iqbal Day' }] });
    expect(await control('Closed (holiday)')).toBeVisible();
  });

  it('reads Paused until the Karachi time of the pause', async () => {
    freezeClock();
    await renderPause({ paused_until: '2026-11-27T09:30:00.000Z' });
    expect(await control('Paused until 14:30')).toBeVisible();
  });

  it('reads Paused until you reopen for a pause more than a day away', async () => {
    freezeClock();
    await renderPause({ paused_until: '2026-12-20T09:00:00.000Z' });
    expect(await control('Paused until you reopen')).toBeVisible();
  });
});

describe('PauseControl choices', () => {
  it.each([
    [
      'Pause for 15 minutes',
      '2026-11-27T09:15:00.000Z',
      'New orders paused for 15 minutes, until 14:15.',
    ],
    [
      'Pause for 30 minutes',
      '2026-11-27T09:30:00.000Z',
      'New orders paused for 30 minutes, until 14:30.',
    ],
    [
      'Pause for 60 minutes',
      '2026-11-27T10:00:00.000Z',
      'New orders paused for 60 minutes, until 15:00.',
    ],
    ['Until I reopen', '2026-12-27T08:55:00.000Z', 'New orders paused until you reopen.'],
  ])('%s sends paused_until %s and confirms', async (choice, until, confirmation) => {
    freezeClock();
    const { user, fetch } = await renderPause({ working_hours: ALL_DAY });
    await user.click(await control('Open'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Reopen now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: choice }));
    expect(await screen.findByText(confirmation)).toBeVisible();
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(patch?.url).toBe('/api/v1/merchant/stores/st_biryani');
    expect(bodyOf(patch!)).toEqual({ paused_until: until });
    expect(await pausedControl()).toBeVisible();
  });

  it('Reopen now sends null and reads Open again', async () => {
    freezeClock();
    const { user, fetch } = await renderPause({
      working_hours: ALL_DAY,
      paused_until: '2026-11-27T10:00:00.000Z',
    });
    await user.click(await control('Paused until 15:00'));
    await user.click(await screen.findByRole('menuitem', { name: 'Reopen now' }));
    expect(
      await screen.findByText('Reopened: new orders come in during your working hours.'),
    ).toBeVisible();
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(bodyOf(patch!)).toEqual({ paused_until: null });
    expect(await control('Open')).toBeVisible();
  });

  it('shows the refusal and keeps the session', async () => {
    freezeClock();
    const { user } = await renderPause({ working_hours: ALL_DAY }, 'owner');
    serveMerchant({
      stores: [makeStoreSummary()],
      store: makeMerchantStore({ working_hours: ALL_DAY }),
      routes: {
        'PATCH merchant/stores/st_biryani': () =>
          jsonResponse(
            {
              error: {
                code: 'forbidden_role',
                message: 'Your role in this store does not allow this.',
              },
            },
            403,
          ),
      },
    });
    await user.click(await control('Open'));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause for 15 minutes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role in this store does not allow this.',
    );
    expect(authStore.getState().user?.query_id).toBe('usr_7');
    expect(await control('Open')).toBeVisible();
  });
});

describe('PauseControl over time', () => {
  it('turns back to Open by itself when the pause runs out, and asks the server', async () => {
    const until = new Date(Date.now() + 1500).toISOString();
    await renderPause({ working_hours: ALL_DAY, paused_until: until });
    expect(await pausedControl()).toBeVisible();
    // The server's store no longer carries the pause once it is over.
    const server = serveMerchant({
      stores: [makeStoreSummary()],
      store: makeMerchantStore({ working_hours: ALL_DAY, paused_until: null }),
    });
    expect(await control('Open')).toBeVisible();
    await waitFor(() =>
      expect(server.calls.map((call) => call.url)).toContain('/api/v1/merchant/stores/st_biryani'),
    );
  });
});
