import { expect, test, type Page } from './support/test';
import { FORM_MESSAGES } from '@sauda/domain';
import { freshMobileNumber, maskedNumber } from './support/outbox';
import { GIF_BYTES, someFileHolds, storedFormFiles, tinyPng } from './support/form-submissions';

const randomByte = () => Math.floor(Math.random() * 256);

function yearsAgo(years: number): string {
  const today = new Date();
  return `${today.getFullYear() - years}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
}

const riderForm = (page: Page) => page.getByRole('form', { name: 'Apply to ride with Sauda' });

test.describe('applications', () => {
  test('a rider applies with a photo; the application and the photo are stored', async ({
    page,
    request,
  }) => {
    const number = freshMobileNumber();
    const photo = tinyPng(randomByte(), randomByte(), randomByte());
    const filesBefore = await storedFormFiles('rider');

    await page.goto('/riders');
    await expect(page.getByRole('heading', { level: 1, name: 'Ride with Sauda' })).toBeVisible();
    await page.getByRole('link', { name: 'Apply to ride' }).click();
    const form = riderForm(page);
    await form.getByLabel('Full name').fill('Imran Khan');
    await form.getByLabel('Mobile number').fill(maskedNumber(number));
    await form.getByLabel('CNIC number').fill('4210112345671');
    await expect(form.getByLabel('CNIC number')).toHaveValue('42101-1234567-1');
    await form.getByLabel('Date of birth').fill('1998-04-12');
    await form.getByLabel('City you will ride in').selectOption('Karachi');
    await form.getByRole('checkbox', { name: 'I hold a valid motorbike licence' }).check();
    await form.getByRole('checkbox', { name: 'I own a motorbike' }).check();
    await form
      .locator('input[type="file"][name="photo"]')
      .setInputFiles({ name: 'imran.png', mimeType: 'image/png', buffer: photo });
    await expect(form.getByRole('img', { name: 'Preview of imran.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Send application' }).click();

    const confirmation = page.getByRole('region', {
      name: 'Application received. Welcome aboard!',
    });
    await expect(confirmation).toBeVisible();
    const reference = await confirmation.locator('strong').textContent();
    const id = Number(reference?.replace('#', ''));
    expect(id).toBeGreaterThan(0);

    // The photo reached the store of application files, byte for byte.
    const added = (await storedFormFiles('rider')).filter((name) => !filesBefore.includes(name));
    expect(await someFileHolds('rider', added, photo)).toBe(true);

    // The stored row answers a repeat from the same number with the same submission.
    const repeat = await request.post('/api/v1/forms/rider', {
      multipart: {
        full_name: 'Imran Khan',
        mobile_number: number,
        cnic: '42101-1234567-1',
        date_of_birth: '1998-04-12',
        city: 'Karachi',
        has_motorbike_licence: 'true',
        owns_motorbike: 'true',
        photo: { name: 'imran.png', mimeType: 'image/png', buffer: photo },
      },
    });
    expect(repeat.status()).toBe(200);
    const body = (await repeat.json()) as { submission: { id: number; duplicate: boolean } };
    expect(body.submission).toMatchObject({ id, duplicate: true });
  });

  test('bad rider answers show their messages and nothing is sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/forms/rider')) posts += 1;
    });
    await page.goto('/riders');
    const form = riderForm(page);
    const date = form.getByLabel('Date of birth');
    await date.fill(yearsAgo(16));
    await date.blur();
    await expect(form.getByText(FORM_MESSAGES.riderTooYoung)).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');

    const cnic = form.getByLabel('CNIC number');
    await cnic.fill('4210112');
    await cnic.blur();
    await expect(form.getByText(FORM_MESSAGES.cnicNotValid)).toBeVisible();

    const photo = form.locator('input[type="file"][name="photo"]');
    await photo.setInputFiles({ name: 'dance.gif', mimeType: 'image/gif', buffer: GIF_BYTES });
    await expect(form.getByRole('alert')).toHaveText(FORM_MESSAGES.imageTypeNotValid);
    await photo.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(form.getByRole('alert')).toHaveText(FORM_MESSAGES.imageTypeNotValid);
    await expect(form.getByRole('button', { name: 'Choose file' })).toBeVisible();

    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText(FORM_MESSAGES.photoRequired)).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();
    expect(posts).toBe(0);
  });

  test('a merchant applies to sell on Sauda', async ({ page }) => {
    await page.goto('/merchants');
    await expect(page.getByRole('link', { name: /Call support on/ })).toBeVisible();
    const form = page.getByRole('form', { name: 'Apply to sell on Sauda' });
    await form.getByLabel('Business name').fill('Lahore Fresh Mart');
    await form.getByLabel('What do you sell?').selectOption('Grocery');
    await form.getByLabel("Owner's full name").fill('Farah Qureshi');
    await form.getByLabel('Mobile number').fill(maskedNumber(freshMobileNumber()));
    await form.getByLabel('Email address (optional)').fill('farah@example.com');
    await form.getByLabel('City').selectOption('Lahore');
    await form.getByLabel('Store address').fill('Shop 12, Main Boulevard, Gulberg III');
    await form
      .locator('input[type="file"][name="store_photo"]')
      .setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: tinyPng(11, 110, 79) });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thank you! Your store application is in.' }),
    ).toBeVisible();
    await expect(page.getByText(/^#\d+$/)).toBeVisible();
  });

  test('a job seeker applies through the wizard, choosing steps with their buttons', async ({
    page,
  }) => {
    const email = `hina.${Date.now()}.${randomByte()}@example.com`;
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Apply for Data Analyst' }).click();
    const wizard = page.getByRole('form', { name: 'Apply to join the team' });
    const tab = (name: RegExp) => wizard.getByRole('tab', { name });

    // Leaving an empty first step is refused, and its step button says so.
    await tab(/Review/).click();
    await expect(wizard.getByText(FORM_MESSAGES.fullNameRequired)).toBeVisible();
    await expect(tab(/About you/)).toContainText('Needs attention');

    await wizard.getByLabel('Full name').fill('Hina Raza');
    await wizard.getByLabel('Email address').fill(email);
    await wizard.getByLabel('Mobile number').fill(maskedNumber(freshMobileNumber()));
    await tab(/Role & experience/).click();
    await expect(wizard.getByLabel('Role you are applying for')).toHaveValue('Data Analyst');
    await wizard.getByLabel('Years of experience').fill('4');
    await tab(/CV & cover letter/).click();
    await wizard.locator('input[type="file"][name="cv"]').setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await expect(wizard.getByRole('alert')).toHaveText(FORM_MESSAGES.cvTypeNotValid);
    await wizard.locator('input[type="file"][name="cv"]').setInputFiles({
      name: 'hina-cv.png',
      mimeType: 'image/png',
      buffer: tinyPng(randomByte(), randomByte(), randomByte()),
    });
    await wizard.getByLabel('Cover letter (optional)').fill('I turn order data into decisions.');
    await tab(/Review/).click();
    await expect(wizard.getByText(email)).toBeVisible();
    await expect(wizard.getByText('hina-cv.png')).toBeVisible();
    await wizard.getByRole('button', { name: 'Submit application' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thanks for applying to Sauda!' }),
    ).toBeFocused();
  });
});
