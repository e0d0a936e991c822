import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../api/testing/fetch-stub';
import { startEachTestAsGuest } from '../../../auth/testing/guest-session';
import { makeStaff } from '../testing/staff-fixtures';
import { renderStaff } from '../testing/render-staff';
import { serveStaff, STORE_ID } from '../testing/serve-staff';
import { peopleTable as table, rowOf } from '../testing/staff-queries';

startEachTestAsGuest();

describe('the invite dialog', () => {
  it('posts the number without its spaces and the role, then says the SMS went', async () => {
    const server = serveStaff({ staff: makeStaff() });
    const { user } = await renderStaff();
    await table();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    expect(within(dialog).getByText('Orders, stock and availability.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '3001234567');
    await user.click(within(dialog).getByRole('radio', { name: /^Manager/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent by SMS to +92 300 1234567.')).toBeVisible();
    const post = server.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(post?.init.body as string)).toEqual({
      mobile_number: '+923001234567',
      role: 'manager',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await rowOf('+92\u00A0300\u00A01234567')).toHaveTextContent('Invited');
  });

  it('checks the number before sending', async () => {
    const server = serveStaff({ staff: makeStaff() });
    const { user } = await renderStaff();
    await table();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '300123');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Phone No is not valid')).toBeVisible();
    expect(server.calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it.each([
    ['already_member', 409, 'This number already works in this store.', undefined],
    ['already_invited', 409, 'This number has already been invited.', undefined],
    [
      'validation_failed',
      400,
      'Please check the form.',
      { mobile_number: 'Phone No is not valid' },
    ],
  ])('shows %s under the number', async (code, status, message, fields) => {
    serveStaff({
      staff: makeStaff(),
      routes: {
        [`POST merchant/stores/${STORE_ID}/staff`]: () =>
          jsonResponse({ error: { code, message, ...(fields && { fields }) } }, status),
      },
    });
    const { user } = await renderStaff();
    await table();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    const number = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    await user.type(number, '3111234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const shown = fields?.mobile_number ?? message;
    expect(await within(dialog).findByText(shown)).toBeVisible();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(shown);
  });

  it('shows a refusal about the store under the form', async () => {
    serveStaff({
      staff: makeStaff(),
      routes: {
        [`POST merchant/stores/${STORE_ID}/staff`]: () =>
          jsonResponse(
            {
              error: {
                code: 'too_many_invitations',
                message: 'A store can have at most 20 open invitations.',
              },
            },
            400,
          ),
      },
    });
    const { user } = await renderStaff();
    await table();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '3111234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A store can have at most 20 open invitations.',
    );
  });
});
