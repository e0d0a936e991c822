import { expect, type Locator, type Page } from '@playwright/test';

const DRAWER_ID = 'public-nav-drawer';
export const DRAWER_SELECTOR = `#${DRAWER_ID}`;
/** The menu button by its wiring: while the drawer is open the header is aria-hidden. */
export const MENU_BUTTON_SELECTOR = `button[aria-controls="${DRAWER_ID}"]`;

/** Opens the menu drawer of a public page (below 900 px) and returns it once it is in place. */
export async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator(DRAWER_SELECTOR);
  await expect(drawer.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
  return drawer;
}

/** Opens the login dialog the way the viewport offers it: navbar button or drawer button. */
export async function openSignIn(page: Page): Promise<Locator> {
  const navbarButton = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  if (await navbarButton.isVisible()) {
    await navbarButton.click();
  } else {
    const drawer = await openMenu(page);
    await drawer.getByRole('button', { name: 'Sign in' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}
