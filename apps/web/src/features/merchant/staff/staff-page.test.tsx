import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { renderAppAt } from '../../../test/render-app';
import { startEachTestAsGuest } from '../../auth/testing/guest-session';
import { authStore } from '../../auth/store/auth-store';
import { makeUser } from '../../auth/testing/user-fixture';
import { makeStaff, makeStaffMember } from './testing/staff-fixtures';
import { renderStaff } from './testing/render-staff';
import { peopleTable as table, rowOf } from './testing/staff-queries';
import { LAST_OWNER, serveStaff, STORE_ID } from './testing/serve-staff';

startEachTestAsGuest();

const BASE = `/api/v1/merchant/stores/${STORE_ID}/staff`;

describe('StaffPage people', () => {
  it('shows skeletons, then each person with number, role, status and a You marker', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { unmount } = await renderStaff();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    expect(screen.getByRole('status', { name: "Loading the store's people…" })).toBeInTheDocument();
    unmount();

    serveStaff({ staff: makeStaff() });
    await renderStaff();
    const owner = await rowOf('Bilal Ahmed');
    expect(owner).toHaveTextContent('You');
    expect(owner).toHaveTextContent('+92 302 1234567');
    expect(owner).toHaveTextContent('Active');
    expect(within(owner).getByRole('combobox', { name: 'Role of Bilal Ahmed' })).toHaveTextContent(
      'Owner',
    );
    const invited = await rowOf('+92\u00A0333\u00A01234567');
    expect(invited).toHaveTextContent('Invited');
    expect(
      within(invited).getByRole('button', { name: 'Withdraw the invitation of Invited' }),
    ).toBeVisible();
    expect(await rowOf('Sana Iqbal')).not.toHaveTextContent('You');
  });

  it('lists people as cards on a phone', async () => {
    serveStaff({ staff: makeStaff() });
    await renderStaff('/staff-mgmt', { phone: true });
    const list = await screen.findByRole('list', { name: 'People in this store' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers an invitation when nobody is listed', async () => {
    serveStaff({ staff: [] });
    const { user } = await renderStaff();
    expect(await screen.findByRole('heading', { name: 'Nobody here yet' })).toBeVisible();
    const invites = screen.getAllByRole('button', { name: 'Invite someone' });
    await user.click(invites.at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Invite someone' })).toBeVisible();
  });

  it('offers Retry when the people do not load', async () => {
    let attempts = 0;
    serveStaff({
      staff: makeStaff(),
      routes: {
        [`GET merchant/stores/${STORE_ID}/staff`]: () => {
          attempts += 1;
          return attempts === 1
            ? jsonResponse({ error: { code: 'internal', message: 'Down' } }, 500)
            : jsonResponse({ staff: makeStaff() });
        },
      },
    });
    const { user } = await renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await rowOf('Sana Iqbal')).toBeVisible();
  });
});

describe('StaffPage changes', () => {
  it('changes a role with a PATCH and says so', async () => {
    const server = serveStaff({ staff: makeStaff() });
    const { user } = await renderStaff();
    await user.click(
      within(await rowOf('Sana Iqbal')).getByRole('combobox', { name: 'Role of Sana Iqbal' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Staff' }));
    expect(await screen.findByText('Sana Iqbal is now Staff.')).toBeVisible();
    const patch = server.calls.find((call) => call.init.method === 'PATCH');
    expect(patch?.url).toContain(`${BASE}/us_sana`);
    expect(JSON.parse(patch?.init.body as string)).toEqual({ role: 'staff' });
  });

  it('asks before an owner demotes themself, and shows the last-owner refusal', async () => {
    const server = serveStaff({
      staff: makeStaff(),
      routes: { [`PATCH merchant/stores/${STORE_ID}/staff/us_owner`]: LAST_OWNER },
    });
    const { user } = await renderStaff();
    await user.click(
      within(await rowOf('Bilal Ahmed')).getByRole('combobox', { name: 'Role of Bilal Ahmed' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make yourself Manager?' });
    expect(server.calls.some((call) => call.init.method === 'PATCH')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Become Manager' }));
    const notice = await screen.findByText('A store needs at least one owner.');
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(within(await rowOf('Bilal Ahmed')).getByRole('combobox')).toHaveTextContent('Owner');
  });

  it('removes someone after the confirm dialog with a DELETE', async () => {
    const server = serveStaff({ staff: makeStaff() });
    const { user } = await renderStaff();
    await user.click(
      within(await rowOf('Sana Iqbal')).getByRole('button', { name: 'Remove Sana Iqbal' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove Sana Iqbal?' });
    expect(confirm).toHaveTextContent('They lose access at once.');
    expect(server.calls.some((call) => call.init.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Sana Iqbal no longer works in this store.')).toBeVisible();
    const removal = server.calls.find((call) => call.init.method === 'DELETE');
    expect(removal?.url).toContain(`${BASE}/us_sana`);
    await waitFor(() => expect(screen.queryByText('Sana Iqbal')).toBeNull());
  });

  it('withdraws an invitation, and keeps it on Cancel', async () => {
    const server = serveStaff({ staff: makeStaff() });
    const { user } = await renderStaff();
    const withdraw = () =>
      user.click(screen.getByRole('button', { name: 'Withdraw the invitation of Invited' }));
    await table();
    await withdraw();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.init.method === 'DELETE')).toBe(false);

    await withdraw();
    const confirm = await screen.findByRole('dialog', {
      name: 'Withdraw the invitation to +92\u00A0333\u00A01234567?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('The invitation to +92 333 1234567 is withdrawn.'),
    ).toBeVisible();
  });

  it('shows the last-owner refusal when the only owner is removed', async () => {
    serveStaff({
      staff: [makeStaffMember()],
      routes: { [`DELETE merchant/stores/${STORE_ID}/staff/us_owner`]: LAST_OWNER },
    });
    const { user } = await renderStaff();
    await user.click(
      within(await rowOf('Bilal Ahmed')).getByRole('button', { name: 'Remove Bilal Ahmed' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Leave this store?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('A store needs at least one owner.')).toBeVisible();
    expect(await rowOf('Bilal Ahmed')).toBeVisible();
  });
});

describe('StaffPage access', () => {
  it('shows a manager the forbidden panel and asks nothing about staff', async () => {
    authStore.login(makeUser({ session_ktb_token: 'token-merchant' }));
    const server = serveStaff({ staff: makeStaff(), role: 'manager' });
    await renderAppAt('/staff-mgmt');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This page is not for your role' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(server.calls.some((call) => call.url.includes('/staff'))).toBe(false);
  });
});
