import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, jsonResponse, stubFetch, type FetchCall } from '../../../api/testing/fetch-stub';
import { authStore } from '../../auth/store/auth-store';
import { startEachTestAsGuest } from '../../auth/testing/guest-session';
import { makeUser } from '../../auth/testing/user-fixture';
import { bodyOf } from '../shell/testing/serve-merchant';
import { renderSettings } from './testing/render-settings';

startEachTestAsGuest();
beforeEach(() => authStore.login(makeUser()));

const TWO_DAYS = [
  { day_of_week: 1, start_time: '09:00', end_time: '13:00' },
  { day_of_week: 1, start_time: '17:00', end_time: '23:00' },
  { day_of_week: 5, start_time: '14:00', end_time: '22:00' },
];

const form = () => screen.findByRole('button', { name: 'Save changes' });
const patches = (calls: FetchCall[]) => calls.filter((call) => call.init.method === 'PATCH');

describe('StoreSettingsPage loading', () => {
  it('shows skeletons, then the store as it stands', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { unmount } = await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    unmount();

    await renderSettings({
      working_hours: TWO_DAYS,
      holidays: [{ date: '2026-12-25', note: 'Quaid Day' }],
    });
    await form();
    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(
      within(monday)
        .getAllByLabelText('Monday: Opens')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['09:00', '17:00']);
    expect(within(screen.getByRole('group', { name: 'Sunday' })).getByText('Closed')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Minimum order' })).toHaveValue(300);
    expect(screen.getByRole('spinbutton', { name: 'Delivery fee' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Delivery radius' })).toHaveValue(5);
    expect(screen.getByRole('spinbutton', { name: 'Usual preparation time' })).toHaveValue(20);
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-25');
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Quaid Day');
  });

  it('offers Retry when the store does not load', async () => {
    let attempts = 0;
    await renderSettings(
      {},
      {
        'GET merchant/stores/st_biryani': () => {
          attempts += 1;
          return jsonResponse({ error: { code: 'internal', message: 'Down' } }, 500);
        },
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your store's settings.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attempts).toBe(2));
  });
});

describe('StoreSettingsPage saving', () => {
  it('sends the whole form as one PATCH and confirms', async () => {
    const { user, fetch } = await renderSettings({ working_hours: TWO_DAYS });
    await form();
    await user.click(screen.getByRole('button', { name: 'Remove hours 14:00 to 22:00 on Friday' }));
    const minimum = screen.getByRole('spinbutton', { name: 'Minimum order' });
    await user.clear(minimum);
    await user.type(minimum, '450');
    await user.click(screen.getByRole('switch', { name: 'Charge my own delivery fee' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Delivery fee' }), '99.5');
    const prep = screen.getByRole('spinbutton', { name: 'Usual preparation time' });
    await user.clear(prep);
    await user.type(prep, '25');
    await user.click(screen.getByRole('button', { name: 'Add a holiday' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-25' } });
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    await user.click(await form());

    expect(await screen.findByText('Settings saved.')).toBeVisible();
    const [patch] = patches(fetch.calls);
    expect(patch).toBeDefined();
    expect(bodyOf(patch!)).toEqual({
      working_hours: TWO_DAYS.slice(0, 2),
      holidays: [{ date: '2026-12-25', note: null }],
      override_delivery_fee: true,
      delivery_fee: 99.5,
      minimum_order: 450,
      service_area_radius: 5,
      preparation_minutes: 25,
    });
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('keeps hours past midnight and copies a day to all days', async () => {
    const { user, fetch } = await renderSettings({ working_hours: TWO_DAYS });
    await form();
    const [, secondClose] = screen.getAllByLabelText('Monday: Closes');
    fireEvent.change(secondClose!, { target: { value: '02:00' } });
    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(within(monday).getByText('next day')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy the hours of Monday to all days' }));
    expect(await screen.findByText(/The hours of Monday are now every day's/)).toBeVisible();
    expect(screen.getAllByLabelText('Sunday: Opens')).toHaveLength(2);
    expect(screen.getAllByText('next day')).toHaveLength(7);
    await user.click(await form());
    await screen.findByText('Settings saved.');
    const sent = bodyOf(patches(fetch.calls)[0]!) as { working_hours: unknown[] };
    expect(sent.working_hours).toHaveLength(14);
    expect(sent.working_hours).toContainEqual({
      day_of_week: 0,
      start_time: '17:00',
      end_time: '02:00',
    });
  });
});

describe('StoreSettingsPage rules', () => {
  it('shows the domain messages under their fields and sends nothing', async () => {
    const { user, fetch } = await renderSettings({
      holidays: [{ date: '2026-12-25', note: null }],
    });
    await form();
    await user.clear(screen.getByRole('spinbutton', { name: 'Usual preparation time' }));
    const radius = screen.getByRole('spinbutton', { name: 'Delivery radius' });
    await user.clear(radius);
    await user.type(radius, '60');
    const minimum = screen.getByRole('spinbutton', { name: 'Minimum order' });
    await user.clear(minimum);
    await user.type(minimum, '-1');
    await user.click(screen.getByRole('button', { name: 'Add a holiday' }));
    fireEvent.change(screen.getAllByLabelText('Date')[1]!, { target: { value: '2026-12-25' } });
    await user.click(await form());

    expect(await screen.findByText('Preparation time is 5 to 120 minutes.')).toBeVisible();
    expect(screen.getByText('The delivery radius is 0.5 to 50 km.')).toBeVisible();
    expect(screen.getByText('Enter an amount from Rs 0 to Rs 100,000.')).toBeVisible();
    expect(screen.getByText('Each holiday date can be listed once.')).toBeVisible();
    expect(patches(fetch.calls)).toHaveLength(0);
  });

  it('asks for a date on a new holiday', async () => {
    const { user, fetch } = await renderSettings();
    await form();
    await user.click(screen.getByRole('button', { name: 'Add a holiday' }));
    await user.click(await form());
    expect(await screen.findByText('Enter a date as YYYY-MM-DD.')).toBeVisible();
    expect(patches(fetch.calls)).toHaveLength(0);
  });

  it("shows the server's field messages under their fields, and the rest under the form", async () => {
    const { user } = await renderSettings(
      { working_hours: TWO_DAYS },
      {
        'PATCH merchant/stores/st_biryani': () =>
          jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'Please check the highlighted fields.',
                fields: {
                  'working_hours.1.end_time': 'Enter a time as HH:MM.',
                  minimum_order: 'Enter an amount from Rs 0 to Rs 100,000.',
                  paused_until: 'Choose a time in the future to pause until.',
                },
              },
            },
            400,
          ),
      },
    );
    await user.click(await form());
    expect(await screen.findByText('Enter a time as HH:MM.')).toBeVisible();
    expect(screen.getAllByLabelText('Monday: Closes')[1]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Minimum order' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Enter an amount from Rs 0 to Rs 100,000.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a time in the future to pause until.',
    );
  });

  it('shows a refused role under the form and keeps the session', async () => {
    const { user } = await renderSettings(
      {},
      {
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
    );
    await user.click(await form());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role in this store does not allow this.',
    );
    expect(authStore.getState().user?.query_id).toBe('usr_7');
  });
});
