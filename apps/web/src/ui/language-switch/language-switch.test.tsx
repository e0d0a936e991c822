import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18next, LANGUAGE_STORAGE_KEY } from '../../i18n';
import { provideUrduResources } from '../../i18n/testing/urdu-resources';
import { renderWithProviders } from '../../test/render-app';
import { LanguageMenuButton } from './language-menu-button';
import { LanguageToggle } from './language-toggle';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
  i18next.removeResourceBundle('ur', 'translation');
  localStorage.clear();
});

describe('LanguageMenuButton', () => {
  it('switches the page to Urdu from the menu and remembers it', async () => {
    await renderWithProviders(<LanguageMenuButton />);
    provideUrduResources();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const urdu = within(menu).getByRole('menuitemradio', { name: 'اردو' });
    expect(within(urdu).getByText('اردو')).toHaveAttribute('lang', 'ur');
    await user.click(urdu);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ur');
    expect(await screen.findByRole('button', { name: 'زبان: اردو' })).toBeVisible();
  });

  it('is reachable and usable from the keyboard', async () => {
    await renderWithProviders(<LanguageMenuButton />);
    provideUrduResources();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(i18next.language).toBe('ur'));
  });

  it('keeps English and says so politely when Urdu cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderWithProviders(<LanguageMenuButton />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'اردو' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/stays in English/);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});

describe('LanguageToggle', () => {
  it('offers both languages, pressed for the current one, and switches back and forth', async () => {
    await renderWithProviders(<LanguageToggle />);
    provideUrduResources();
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(group).getByRole('button', { name: 'اردو' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ur'));
    const urduGroup = await screen.findByRole('group', { name: 'زبان' });
    await user.click(within(urduGroup).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
