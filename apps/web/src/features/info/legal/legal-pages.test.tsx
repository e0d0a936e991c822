import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DATABASE_NAME } from '@sauda/domain';
import { renderWithProviders } from '../../../test/render-app';
import { APP_VERSION_KEY, RELOADED_VERSIONS_KEY } from '../../app-version/app-version-check';
import { AUTH_STORAGE_KEY } from '../../auth/store/auth-store';
import { GUEST_SECRET_STORAGE_KEY, VISITOR_ID_STORAGE_KEY } from '../../auth/store/device-identity';
import { CONSENT_STORAGE_KEY } from '../../consent/consent-storage';
import { CART_SUMMARY_STORAGE_KEY } from '../../cart/cart-summary-mirror';
import { SESSION_HINT_COOKIE } from '@sauda/domain';
import { BACK_OFFICE_STORE_STORAGE_KEY } from '../../merchant/shell/model/remembered-store';
import { APP_FILES_CACHE_PREFIX, RUNTIME_CACHE_NAMES } from '../../pwa/build/cache-names';
import { LANGUAGE_STORAGE_KEY } from '../../../i18n';
import { PROMO_HEADER_STORAGE_KEY } from '../../../ui/promo-header/promo-header-constants';
import { ORDER_ALERTS_MUTED_KEY } from '../../merchant/orders/alerts/alert-mute';
import { CookiesPolicyPage, PrivacyPolicyPage, TermsPage } from './legal-pages';

afterEach(() => vi.restoreAllMocks());

const PAGES: ReadonlyArray<{ path: string; title: string; page: ReactElement; min: number }> = [
  { path: '/privacy-policy', title: 'Privacy policy', page: <PrivacyPolicyPage />, min: 10 },
  { path: '/cookies-policy', title: 'Cookies policy', page: <CookiesPolicyPage />, min: 6 },
  { path: '/terms-and-conditions', title: 'Terms & conditions', page: <TermsPage />, min: 12 },
];

function tableOfContents(): HTMLElement {
  return screen.getByRole('navigation', { name: 'On this page' });
}

describe.each(PAGES)('$title', ({ path, title, page, min }) => {
  it('has its title as the only h1 and the date it was last updated', async () => {
    await renderWithProviders(page, path);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 24 November 2026');
    expect(document.querySelector('time')).toHaveAttribute('dateTime', '2026-11-24');
  });

  it('has a table of contents whose every link points at a section of the page', async () => {
    await renderWithProviders(page, path);
    const links = within(tableOfContents()).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(min);
    const sections = document.querySelectorAll('article section[id]');
    expect(links).toHaveLength(sections.length);
    links.forEach((link, index) => {
      const href = link.getAttribute('href') ?? '';
      expect(href.startsWith(`${path}#`), href).toBe(true);
      const target = document.getElementById(href.split('#')[1] ?? '');
      expect(target, href).toBe(sections[index]);
      expect(target?.tagName).toBe('SECTION');
      const heading = within(target as HTMLElement).getByRole('heading', { level: 2 });
      expect(heading).toHaveTextContent(`${index + 1}. ${link.textContent ?? ''}`);
    });
  });

  it('renders every section with text, with no raw keys, placeholders or tags left', async () => {
    await renderWithProviders(page, path);
    for (const section of document.querySelectorAll('article section[id]')) {
      expect(section.querySelectorAll('p, li').length, section.id).toBeGreaterThan(0);
    }
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/info\.legal|\{\{|<\/?[a-z]+>/);
  });

  it('ends with support contacts as links', async () => {
    await renderWithProviders(page, path);
    const contact = screen.getByRole('region', { name: /Contact us$/ });
    expect(within(contact).getByRole('link', { name: 'support@sauda.pk' })).toHaveAttribute(
      'href',
      'mailto:support@sauda.pk',
    );
    expect(within(contact).getByRole('link', { name: '+92 21 111 728 832' })).toHaveAttribute(
      'href',
      'tel:+9221111728832',
    );
  });

  it('prints from its Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderWithProviders(page, path);
    await user.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('legal texts', () => {
  it('privacy: names what is stored, where, the law and the contact', async () => {
    await renderWithProviders(<PrivacyPolicyPage />, '/privacy-policy');
    const collect = screen.getByRole('region', { name: '2. What we collect' });
    for (const fact of [
      'full name and mobile number',
      'map pin (latitude and longitude)',
      'handover code',
      'expire after 5 minutes',
      'visitor id',
    ]) {
      expect(collect).toHaveTextContent(fact);
    }
    const device = screen.getByRole('region', { name: '3. What stays on your device' });
    expect(device).toHaveTextContent('IndexedDB');
    expect(device).toHaveTextContent('local storage');
    expect(within(device).getByRole('link', { name: 'cookies policy' })).toHaveAttribute(
      'href',
      '/cookies-policy',
    );
    expect(screen.getByText(/only after you accept analytics cookies/)).toBeInTheDocument();
    expect(screen.getByText(/Prevention of Electronic Crimes Act, 2016/)).toBeInTheDocument();
  });

  it('cookies: lists each item the app keeps in the browser by the name it uses', async () => {
    await renderWithProviders(<CookiesPolicyPage />, '/cookies-policy');
    const essential = screen.getByRole('region', { name: '3. Storage we need to run Sauda' });
    const names = Array.from(essential.querySelectorAll('li code')).map((code) => code.textContent);
    expect(names).toEqual([
      AUTH_STORAGE_KEY,
      VISITOR_ID_STORAGE_KEY,
      GUEST_SECRET_STORAGE_KEY,
      SESSION_HINT_COOKIE,
      LANGUAGE_STORAGE_KEY,
      CONSENT_STORAGE_KEY,
      PROMO_HEADER_STORAGE_KEY,
      BACK_OFFICE_STORE_STORAGE_KEY,
      ORDER_ALERTS_MUTED_KEY,
      APP_VERSION_KEY,
      RELOADED_VERSIONS_KEY,
      LOCAL_DATABASE_NAME,
      CART_SUMMARY_STORAGE_KEY,
      APP_FILES_CACHE_PREFIX,
      ...Object.values(RUNTIME_CACHE_NAMES),
    ]);
  });

  it('terms: cash on delivery in PKR, vouchers, cancelling, returns, tips, handover, law', async () => {
    await renderWithProviders(<TermsPage />, '/terms-and-conditions');
    const region = (name: string) => screen.getByRole('region', { name });
    expect(region('4. Prices and payment')).toHaveTextContent('Pakistani rupees (PKR)');
    expect(region('4. Prices and payment')).toHaveTextContent('paid in cash on delivery');
    expect(region('4. Prices and payment')).toHaveTextContent('free on orders over Rs 750.00');
    expect(region('5. Delivery')).toHaveTextContent('four-digit handover code');
    expect(region('6. Vouchers and offers')).toHaveTextContent(
      'FREE15FIRST gives 15% off your first order',
    );
    expect(region('7. Rider tips')).toHaveTextContent('20, 50, or 100 rupees');
    expect(region('8. Cancelling an order')).toHaveTextContent('while its status is Order Pending');
    expect(region('9. Returns and problems with an order')).toHaveTextContent(
      'Returns are free within 9 days of delivery.',
    );
    expect(region('14. Governing law and disputes')).toHaveTextContent(
      'governed by the laws of Pakistan',
    );
  });
});
