import { expect, type Page } from '@playwright/test';

export const NAV_LINKS = [
  { name: 'About us', path: '/about-us' },
  { name: 'Riders', path: '/riders' },
  { name: 'Merchant partners', path: '/merchants' },
  { name: 'Careers', path: '/careers' },
] as const;

export const FOOTER_LINKS = [
  { name: 'About us', path: '/about-us' },
  { name: 'Riders', path: '/riders' },
  { name: 'Merchant partners', path: '/merchants' },
  { name: 'Careers', path: '/careers' },
  { name: 'FAQs', path: '/faqs' },
  { name: 'Contact us', path: '/contact' },
  { name: 'Terms & conditions', path: '/terms-and-conditions' },
  { name: 'Privacy policy', path: '/privacy-policy' },
  { name: 'Cookies policy', path: '/cookies-policy' },
] as const;

const NOT_FOUND_TITLE = "We couldn't find that page";

/**
 * A page "arrived" when the address is right and it shows a real page: a main heading that is
 * not the 404. Page texts stay free to change as the pages get built.
 */
export async function expectPageAt(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(NOT_FOUND_TITLE);
}

export { NOT_FOUND_TITLE };
