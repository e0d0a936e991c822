import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { FooterLinkGroups } from '../../ui/footer/footer-link-groups';
import { ConsentStore } from './consent-store';
import { DeferredCookieConsent } from './deferred-cookie-consent';

const loadedConsent = vi.hoisted(() => vi.fn());

// Stands for the consent code: whether it was loaded, and with which store.
vi.mock('./cookie-consent', () => ({
  CookieConsent: ({ store }: { store: ConsentStore }) => {
    loadedConsent();
    return <p>consent code{store.getState().settingsOpen ? ', settings open' : ''}</p>;
  },
}));

let store: ConsentStore;

async function renderFirstScreen(ui = <DeferredCookieConsent store={store} />) {
  await renderWithProviders(ui);
  expect(loadedConsent).not.toHaveBeenCalled();
}

/** The page's load has passed (jsdom): an idle moment later, the first screen is behind. */
const afterFirstScreen = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

beforeEach(() => {
  localStorage.clear();
  loadedConsent.mockClear();
  store = new ConsentStore(localStorage);
});

describe('DeferredCookieConsent', () => {
  it('loads the consent code after the first screen for a visitor who has not chosen', async () => {
    await renderFirstScreen();
    await afterFirstScreen();
    expect(await screen.findByText('consent code')).toBeInTheDocument();
  });

  it('loads it after the first screen for a visitor who accepted analytics (tag manager)', async () => {
    store.decide(true);
    await renderFirstScreen();
    await afterFirstScreen();
    expect(await screen.findByText('consent code')).toBeInTheDocument();
  });

  it('never loads it for a visitor who chose essential only, until the footer asks', async () => {
    const user = userEvent.setup();
    store.decide(false);
    await renderFirstScreen(
      <>
        <FooterLinkGroups />
        <DeferredCookieConsent store={store} />
      </>,
    );
    await afterFirstScreen();
    expect(screen.queryByText(/consent code/)).not.toBeInTheDocument();
    expect(loadedConsent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByText('consent code, settings open')).toBeInTheDocument();
  });
});
