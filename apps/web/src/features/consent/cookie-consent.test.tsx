import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { FooterLinkGroups } from '../../ui/footer/footer-link-groups';
import { ConsentStore } from './consent-store';
import { CONSENT_STORAGE_KEY } from './consent-storage';
import { CookieConsent } from './cookie-consent';
import { TAG_MANAGER_SCRIPT_ID } from './tag-manager';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const NOW = new Date('2026-03-14T09:30:00.000Z');
let store: ConsentStore;

const banner = () => screen.queryByRole('region', { name: 'Cookies on Sauda' });
const tagManagerScript = () => document.getElementById(TAG_MANAGER_SCRIPT_ID);
const storedChoice = (): unknown => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

/** Renders, then lets the page settle (an idle moment): the banner waits for that to ask. */
async function renderSettled(ui: ReactElement): Promise<void> {
  await renderWithProviders(ui);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  localStorage.clear();
  store = new ConsentStore(localStorage, () => NOW);
});

afterEach(() => {
  tagManagerScript()?.remove();
  delete (window as DataLayerWindow).dataLayer;
});

describe('CookieConsent', () => {
  it('asks on a first visit without taking the focus or loading the tag manager', async () => {
    await renderSettled(<CookieConsent store={store} tagManagerId="GTM-AB12CD" />);
    const region = banner();
    expect(region).toBeInTheDocument();
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    expect(within(region!).getByRole('link', { name: 'How we use cookies' })).toHaveAttribute(
      'href',
      '/cookies-policy',
    );
    expect(tagManagerScript()).toBeNull();
  });

  it('Accept all hides the banner, stores the choice and loads the tag manager', async () => {
    const user = userEvent.setup();
    await renderSettled(<CookieConsent store={store} tagManagerId="GTM-AB12CD" />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).not.toBeInTheDocument();
    expect(storedChoice()).toEqual({ version: 1, analytics: true, decidedAt: NOW.toISOString() });
    await waitFor(() =>
      expect(tagManagerScript()).toHaveAttribute(
        'src',
        'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      ),
    );
  });

  it('Essential only hides the banner and never loads the tag manager', async () => {
    const user = userEvent.setup();
    await renderSettled(<CookieConsent store={store} tagManagerId="GTM-AB12CD" />);
    await user.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(banner()).not.toBeInTheDocument();
    expect(storedChoice()).toMatchObject({ analytics: false });
    expect(tagManagerScript()).toBeNull();
  });

  it('loads nothing after consent when no container is configured', async () => {
    const user = userEvent.setup();
    await renderSettled(<CookieConsent store={store} tagManagerId={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(storedChoice()).toMatchObject({ analytics: true });
    expect(tagManagerScript()).toBeNull();
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('does not ask again once a choice is stored', async () => {
    store.decide(false);
    await renderSettled(<CookieConsent store={store} tagManagerId="GTM-AB12CD" />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('Settings: essential is always on, analytics is a switch, the choice is saved', async () => {
    const user = userEvent.setup();
    await renderSettled(<CookieConsent store={store} tagManagerId="GTM-AB12CD" />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const essential = within(dialog).getByRole('switch', { name: 'Essential storage' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics cookies' });
    expect(analytics).not.toBeChecked();
    await user.click(analytics);
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).not.toBeInTheDocument();
    expect(storedChoice()).toMatchObject({ analytics: true });
    await waitFor(() => expect(tagManagerScript()).not.toBeNull());
  });

  it('Cancel leaves the question open and forgets the edit', async () => {
    const user = userEvent.setup();
    await renderSettled(<CookieConsent store={store} tagManagerId="GTM-AB12CD" />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('switch', { name: 'Analytics cookies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toBeInTheDocument();
    expect(storedChoice()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked();
  });

  it('the footer’s Cookie settings reopens the choice, and withdrawing says what happens', async () => {
    const user = userEvent.setup();
    store.decide(true);
    await renderWithProviders(
      <>
        <FooterLinkGroups />
        <CookieConsent store={store} tagManagerId="GTM-AB12CD" />
      </>,
    );
    await waitFor(() => expect(tagManagerScript()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(
      within(dialog).getByText(/Your current choice: all cookies, saved on/),
    ).toBeInTheDocument();
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics cookies' });
    expect(analytics).toBeChecked();
    await user.click(analytics);
    expect(within(dialog).getByRole('status')).toHaveTextContent(/withdraws your consent/);
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(storedChoice()).toMatchObject({ analytics: false });
    const lastCall = (window as DataLayerWindow).dataLayer?.at(-1) as ArrayLike<unknown>;
    expect(Array.from(lastCall)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });
});
