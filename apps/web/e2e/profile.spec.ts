import { expect, test } from './support/test';
import { signInAsNewShopper } from './support/shopper-login';

// The smallest PNG there is (1×1), as a real photo file would start.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('profile: a shopper changes name and photo, and sees both after a reload', async ({
  page,
  request,
}) => {
  // An account of its own: the demo shopper's name is read by journeys running beside this one.
  await signInAsNewShopper(page, request, 'Hina Before');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Account menu of Hina Before' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');

  const name = page.getByRole('textbox', { name: 'Full name' });
  await expect(name).toHaveValue('Hina Before');
  await name.fill('Hina After');
  await page.getByLabel('Change photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await expect(page.getByText('New photo chosen: it is uploaded when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  // The header follows at once, and the server kept both.
  const menu = header.getByRole('button', { name: 'Account menu of Hina After' });
  await expect(menu).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Hina After');
  const photo = page.getByRole('img', { name: 'Profile photo of Hina After' });
  await expect(photo).toHaveAttribute('src', /\/media\//);
  await expect(menu.locator('img')).toHaveAttribute('src', /\/media\//);
});

test('profile: a wrong file is refused before it is sent', async ({ page, request }) => {
  await signInAsNewShopper(page, request, 'Hina Careful');
  await page.goto('/profile');
  await page.getByLabel('Change photo').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Only JPEG and PNG photos can be uploaded' }),
  ).toBeVisible();
});
