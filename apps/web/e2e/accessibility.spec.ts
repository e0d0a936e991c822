import { expect, test, type Page } from './support/test';
import { PUBLIC_PATHS, expectNoSeriousViolations } from './support/axe';
import { json } from './support/demo-catalog';
import { holdsFocus, tabThroughBanner } from './support/keyboard';
import {
  DRAWER_SELECTOR,
  MENU_BUTTON_SELECTOR,
  openMenu,
  openSignIn,
} from './support/public-navbar';

/** Waits until the page shows its main heading and its first data has arrived. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function firstStorePath(page: Page): Promise<string> {
  const { companies } = await json<{ companies: { query_id: string }[] }>(
    page.request,
    '/api/v1/companies?industry_id=1&page=1',
  );
  const [store] = companies;
  if (!store) throw new Error('the demo catalog lists no store');
  return `/products/store/${encodeURIComponent(store.query_id)}`;
}

test.describe('axe: no serious or critical WCAG 2.1 A/AA violation', () => {
  for (const path of PUBLIC_PATHS) {
    test(`public page ${path}`, async ({ page }) => {
      await openPage(page, path);
      await expectNoSeriousViolations(page, path);
    });
  }

  for (const path of ['/products', '/checkout/cart-summary']) {
    test(`shopper page ${path}`, async ({ page }) => {
      await openPage(page, path);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('a store page', async ({ page }) => {
    const path = await firstStorePath(page);
    await openPage(page, path);
    await expectNoSeriousViolations(page, path);
  });

  test('the open login dialog', async ({ page }) => {
    await openPage(page, '/home');
    const dialog = await openSignIn(page);
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the login dialog on /home', {
      within: '[role="dialog"]',
    });
  });

  test('the open menu drawer', async ({ page, isMobile }) => {
    // The drawer replaces the navbar links below 900 px: the desktop project checks it at tablet width.
    if (!isMobile) await page.setViewportSize({ width: 800, height: 1000 });
    await openPage(page, '/home');
    const drawer = await openMenu(page);
    await expect(drawer.getByRole('link').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the menu drawer on /home', { within: DRAWER_SELECTOR });
  });
});

const NAVBAR_ORDER = [
  'Sauda home',
  'About us',
  'Riders',
  'Merchant partners',
  'Careers',
  'Sign in',
  'Go Shopping',
];

/** The language switch sits among the navbar's buttons; its place is its owner's business. */
const isLanguageSwitch = (name: string) => /^Language\b/.test(name);

test.describe('keyboard: the public navbar', () => {
  test('the skip link comes first and moves focus to the page', async ({ page }) => {
    await openPage(page, '/home');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('Tab visits the logo, the links, Sign in and Go Shopping in order', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'on phones the links and Sign in live in the menu drawer');
    await openPage(page, '/home');
    const stops = await tabThroughBanner(page);
    const names = stops.map((stop) => stop.name).filter((name) => !isLanguageSwitch(name));
    expect(names).toEqual(NAVBAR_ORDER);
    for (const stop of stops) expect(stop.focusVisible, `${stop.name} shows focus`).toBe(true);
  });

  test('on a phone Tab reaches Go Shopping and the menu button', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button shows below 900 px');
    await openPage(page, '/home');
    const names = (await tabThroughBanner(page)).map((stop) => stop.name);
    expect(names.filter((name) => !isLanguageSwitch(name))).toEqual([
      'Sauda home',
      'Go Shopping',
      'Open menu',
    ]);
  });

  test('the login dialog opens with Enter, keeps focus and gives it back on Escape', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'on phones Sign in is in the drawer (next test)');
    await openPage(page, '/home');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(dialog), 'Tab stays inside the open dialog').toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();
  });

  test('the menu drawer opens with Enter, closes on Escape and returns focus', async ({
    page,
    isMobile,
  }) => {
    if (!isMobile) await page.setViewportSize({ width: 800, height: 1000 });
    await openPage(page, '/home');
    const menuButton = page.locator(MENU_BUTTON_SELECTOR);
    await menuButton.focus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const drawer = page.locator(DRAWER_SELECTOR);
    await expect(drawer.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => holdsFocus(drawer)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("the drawer's Sign in opens the login dialog; Escape returns to the menu button", async ({
    page,
    isMobile,
  }) => {
    if (!isMobile) await page.setViewportSize({ width: 800, height: 1000 });
    await openPage(page, '/home');
    const menuButton = page.locator(MENU_BUTTON_SELECTOR);
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawerSignIn = page.locator(DRAWER_SELECTOR).getByRole('button', { name: 'Sign in' });
    await drawerSignIn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
