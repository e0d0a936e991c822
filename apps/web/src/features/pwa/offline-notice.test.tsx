import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { OfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('says nothing while online', async () => {
    await renderWithProviders(<OfflineNotice />);
    expect(screen.queryByText(/offline/)).not.toBeInTheDocument();
  });

  it('says the shopper is offline, then that the connection is back', async () => {
    await renderWithProviders(<OfflineNotice />);
    goOffline(true);
    expect(await screen.findByText("You're offline — showing saved pages")).toBeInTheDocument();
    goOffline(false);
    expect(await screen.findByText("You're back online")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText("You're offline — showing saved pages")).not.toBeInTheDocument(),
    );
  });

  it('shows the offline notice at once when the page opens offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderWithProviders(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline — showing saved pages");
  });
});
