import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { PublicLayout } from './public-layout';

const NAV_LINKS = [
  ['About us', '/about-us'],
  ['Riders', '/riders'],
  ['Merchant partners', '/merchants'],
  ['Careers', '/careers'],
] as const;

describe('PublicLayout navbar', () => {
  it('has the logo, the four links and Go Shopping', async () => {
    await renderWithProviders(<PublicLayout />, '/home');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sauda home' })).toHaveAttribute(
      'href',
      '/home',
    );
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    for (const [name, href] of NAV_LINKS) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(header).getByRole('link', { name: 'Go Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('opens the login dialog from Sign in', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PublicLayout />, '/home');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: /Login/ });
    expect(within(dialog).getByText('Login to your account')).toBeInTheDocument();
  });

  it('opens a drawer with the same four links from the menu button', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<PublicLayout />, '/home');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Site menu' });
    const links = within(drawerNav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      NAV_LINKS.map(([a, b]) => [a, b]),
    );
    await user.click(within(drawerNav).getByRole('link', { name: 'Riders' }));
    expect(router.state.location.pathname).toBe('/riders');
  });
});
