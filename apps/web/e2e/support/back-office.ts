import { expect, type Page } from '@playwright/test';

/** The demo owner of the README, who runs Karachi Biryani House and Boat Basin Tikka Corner. */
export const OWNER = { masked: '+92 302 1234567', pin: '123456' };

/**
 * The owner opens a back office page, signs in from its own prompt and picks the store (the
 * picker sits in the side drawer on phones).
 */
export async function ownerOpens(page: Page, path: string, storeName: string, isMobile: boolean) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Sign in to your back office' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('textbox', { name: 'Mobile number' }).fill(OWNER.masked);
  await login.getByLabel('PIN or password').fill(OWNER.pin);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(new RegExp(path));

  if (isMobile) await page.getByRole('button', { name: 'Open back office menu' }).click();
  const picker = page.getByRole('button', { name: /^Store .*Change store$/ });
  if (!(await picker.getAttribute('aria-label'))?.includes(storeName)) {
    await picker.click();
    await page.getByRole('menuitem', { name: new RegExp(storeName) }).click();
  }
  if (isMobile) await page.keyboard.press('Escape');
}
