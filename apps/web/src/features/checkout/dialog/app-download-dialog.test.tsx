import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../../ui/app-links';
import { rememberAppDialogSeen, wasAppDialogSeen } from './app-dialog-memory';
import { AppDownloadDialog } from './app-download-dialog';

const TITLE = 'Buying is on the Sauda app';

beforeEach(() => sessionStorage.clear());

describe('AppDownloadDialog', () => {
  it('says buying requires the app, with both store links, and focuses Continue on the web', async () => {
    await renderWithProviders(<AppDownloadDialog />);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveAccessibleDescription(
      'Browsing is available here on the web, but buying requires the Sauda mobile app. Get it from the App Store or Google Play.',
    );
    expect(within(dialog).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      APP_STORE_URL,
    );
    expect(within(dialog).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      GOOGLE_PLAY_URL,
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continue on the web' })).toHaveFocus(),
    );
  });

  it('closes with Continue on the web and is remembered for the visit', async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(<AppDownloadDialog />);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Continue on the web' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wasAppDialogSeen()).toBe(true);
    first.unmount();
    await renderWithProviders(<AppDownloadDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup();
    const view = await renderWithProviders(<AppDownloadDialog />);
    await screen.findByRole('dialog', { name: TITLE });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.unmount();
    sessionStorage.clear();
    await renderWithProviders(<AppDownloadDialog />);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wasAppDialogSeen()).toBe(true);
  });

  it('stays away once seen', async () => {
    rememberAppDialogSeen();
    await renderWithProviders(<AppDownloadDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
