import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type FetchCall } from '../../api/testing/fetch-stub';
import { serveRoutes } from '../../api/testing/serve-routes';
import { resetAuthForTest } from '../auth/testing/reset-auth';
import { makeOperatorStore, pagination } from './testing/operator-fixtures';
import { renderOperator } from './testing/render-operator';

beforeEach(() => resetAuthForTest());
afterEach(() => vi.unstubAllGlobals());

const chaska = makeOperatorStore();
const bodyOf = (call: FetchCall) => JSON.parse(call.init.body as string) as unknown;
const patches = (calls: FetchCall[]) => calls.filter((call) => call.init.method === 'PATCH');

function serveStores(patched = chaska) {
  return serveRoutes({
    'GET admin/stores': () => jsonResponse({ stores: [chaska], pagination: pagination(1) }),
    'PATCH admin/stores/st_chaska': () => jsonResponse({ store: patched }),
  });
}

describe('the operator stores', () => {
  it('lists the draft stores with their owners, products and commission', async () => {
    const server = serveStores();
    await renderOperator('/admin/stores');
    const store = await screen.findByRole('listitem', { name: 'Chaska Corner' });
    expect(store).toHaveTextContent('Food · Karachi');
    expect(store).toHaveTextContent('+92 311 1234567');
    expect(store).toHaveTextContent('Invited');
    expect(store).toHaveTextContent('10%');
    expect(new URL(server.calls[0]!.url, 'http://x').searchParams.get('status')).toBe('draft');
    expect(screen.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches to the live stores through the URL', async () => {
    const server = serveStores();
    const { user, router } = await renderOperator('/admin/stores');
    await screen.findByRole('listitem', { name: 'Chaska Corner' });
    await user.click(screen.getByRole('tab', { name: 'Live' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=live'));
    await waitFor(() =>
      expect(new URL(server.calls.at(-1)!.url, 'http://x').searchParams.get('status')).toBe('live'),
    );
  });

  it('sets the commission to 12.5%', async () => {
    const server = serveStores(makeOperatorStore({ commission_rate: 12.5 }));
    const { user } = await renderOperator('/admin/stores');
    await user.click(
      await screen.findByRole('button', { name: 'Change the commission of Chaska Corner' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Commission for Chaska Corner' });
    const field = within(dialog).getByRole('textbox', { name: 'Commission' });
    await user.clear(field);
    await user.type(field, '12.555');
    await user.click(within(dialog).getByRole('button', { name: 'Save commission' }));
    expect(
      within(dialog).getByText('The commission is 0% to 100%, with at most 2 decimals.'),
    ).toBeVisible();
    expect(patches(server.calls)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save commission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(patches(server.calls)[0]!)).toEqual({ commission_rate: 12.5 });
    expect(await screen.findByText('Chaska Corner: commission is now 12.5%')).toBeVisible();
  });

  it('publishes a draft after confirming', async () => {
    const server = serveStores(makeOperatorStore({ is_published: true }));
    const { user } = await renderOperator('/admin/stores');
    await user.click(await screen.findByRole('button', { name: 'Publish Chaska Corner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Chaska Corner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Chaska Corner is live')).toBeVisible();
    expect(bodyOf(patches(server.calls)[0]!)).toEqual({ is_published: true });
  });

  it('says when there is no draft store', async () => {
    serveRoutes({
      'GET admin/stores': () => jsonResponse({ stores: [], pagination: pagination(0) }),
    });
    await renderOperator('/admin/stores');
    expect(await screen.findByRole('heading', { name: 'No draft stores' })).toBeVisible();
  });
});
