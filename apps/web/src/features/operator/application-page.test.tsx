import { screen, waitFor, within } from '@testing-library/react';
import { OPERATOR_MESSAGES } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type FetchCall } from '../../api/testing/fetch-stub';
import { serveRoutes } from '../../api/testing/serve-routes';
import { resetAuthForTest } from '../auth/testing/reset-auth';
import { makeApplication } from './testing/operator-fixtures';
import { OPERATOR_TOKEN, renderOperator } from './testing/render-operator';

beforeEach(() => {
  resetAuthForTest();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const application = makeApplication();
const PATH = '/admin/applications/app_41';
const photo = () => new Response('jpeg', { headers: { 'Content-Type': 'image/jpeg' } });
const bodyOf = (call: FetchCall) => JSON.parse(call.init.body as string) as unknown;
const patches = (calls: FetchCall[]) => calls.filter((call) => call.init.method === 'PATCH');

describe('an application', () => {
  it('shows every field with a readable label, and the photo fetched with the session', async () => {
    const server = serveRoutes({
      'GET admin/applications/app_41': () => jsonResponse({ application }),
      'GET admin/applications/app_41/files/0': photo,
    });
    await renderOperator(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chaska Corner' })).toBeVisible();
    const fields = screen.getByRole('region', { name: 'What the applicant sent' });
    expect(within(fields).getByText("Owner's full name")).toBeVisible();
    expect(within(fields).getByText('Imran Qureshi')).toBeVisible();
    expect(within(fields).getByText('What do you sell?')).toBeVisible();
    // A field no form names is humanised.
    expect(within(fields).getByText('Opening hours')).toBeVisible();
    const image = await screen.findByRole('img', {
      name: 'shop-front.jpg, sent with the application',
    });
    expect(image).toHaveAttribute('src', 'blob:photo');
    const fileCall = server.calls.find((call) => call.url.endsWith('/files/0'))!;
    expect((fileCall.init.headers as Record<string, string>).Authorization).toBe(
      `Bearer ${OPERATOR_TOKEN}`,
    );
    expect(screen.getByRole('button', { name: 'Download shop-front.jpg' })).toBeVisible();
  });

  it('accepts a merchant: PATCH accepted, then links to the draft store it opened', async () => {
    const accepted = makeApplication({
      status: 'accepted',
      reviewed_at: '2026-11-27T11:00:00.000Z',
      reviewed_by: { full_name: 'Zara Ahmed' },
      store: { query_id: 'st_chaska', name: 'Chaska Corner', is_published: false },
    });
    const server = serveRoutes({
      'GET admin/applications/app_41': () => jsonResponse({ application }),
      'GET admin/applications/app_41/files/0': photo,
      'PATCH admin/applications/app_41': () => jsonResponse({ application: accepted }),
    });
    const { user } = await renderOperator(PATH);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept and open the store?' });
    expect(dialog).toHaveTextContent('invites +923111234567 as its owner');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and open store' }));
    expect(await screen.findByText('Store opened: Chaska Corner (draft)')).toBeVisible();
    expect(bodyOf(patches(server.calls)[0]!)).toEqual({ status: 'accepted' });
    expect(await screen.findByRole('link', { name: 'Go to draft stores' })).toHaveAttribute(
      'href',
      '/admin/stores?status=draft',
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByText('Reviewed by Zara Ahmed', { exact: false })).toBeVisible();
  });

  it('asks for the industry when the server needs it, and sends it on the retry', async () => {
    const other = makeApplication({
      fields: { ...application.fields, business_category: 'Other' },
    });
    let attempt = 0;
    const server = serveRoutes({
      'GET admin/applications/app_41': () => jsonResponse({ application: other }),
      'GET admin/applications/app_41/files/0': photo,
      'GET industries': () =>
        jsonResponse({
          industry_types: [
            { id: 1, name: 'Food', slug: 'food', icon_url: '', position: 1 },
            { id: 7, name: 'Books', slug: 'books', icon_url: '', position: 2 },
          ],
        }),
      'PATCH admin/applications/app_41': () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse(
              {
                error: {
                  code: 'validation_failed',
                  message: 'Validation failed',
                  fields: { industry_id: OPERATOR_MESSAGES.industryRequired },
                },
              },
              400,
            )
          : jsonResponse({
              application: makeApplication({
                status: 'accepted',
                store: { query_id: 'st_c', name: 'Chaska Corner', is_published: false },
              }),
            });
      },
    });
    const { user } = await renderOperator(PATH);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and open store' }));
    expect(await within(dialog).findByText('Choose the industry of the new store.')).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Accept and open store' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Industry of the new store' }));
    await user.click(await screen.findByRole('option', { name: 'Books' }));
    await user.click(confirm);
    expect(await screen.findByText('Store opened: Chaska Corner (draft)')).toBeVisible();
    expect(bodyOf(patches(server.calls)[1]!)).toEqual({ status: 'accepted', industry_id: 7 });
  });

  it('rejects after confirming, and shows the server refusal in the dialog', async () => {
    serveRoutes({
      'GET admin/applications/app_41': () => jsonResponse({ application }),
      'GET admin/applications/app_41/files/0': photo,
      'PATCH admin/applications/app_41': () =>
        jsonResponse(
          {
            error: {
              code: 'invalid_application_transition',
              message: OPERATOR_MESSAGES.applicationMove,
            },
          },
          400,
        ),
    });
    const { user } = await renderOperator(PATH);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This application cannot move to that status.',
    );
  });

  it('says so when the application does not exist', async () => {
    serveRoutes({});
    await renderOperator('/admin/applications/app_nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('This application does not exist');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'All applications' })).toHaveAttribute(
        'href',
        '/admin/applications',
      ),
    );
  });
});
