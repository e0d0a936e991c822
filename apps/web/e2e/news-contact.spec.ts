import { expect, test } from './support/test';

/** An address no other run or worker has used, so the server has never seen it. */
function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

test.describe('news', () => {
  test('lists the stories newest first and filters them by category', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News from Sauda');
    const stories = page.locator('article[id]');
    await expect(stories).toHaveCount(8);
    const dates = await stories
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());

    const filter = page.getByRole('group', { name: 'Filter news by category' });
    await filter.getByRole('button', { name: 'Launches' }).click();
    await expect(page).toHaveURL(/\?category=launches$/);
    await expect(stories).toHaveCount(3);
    await expect(stories.first().getByRole('heading')).toHaveText('Now delivering in Islamabad');

    await filter.getByRole('button', { name: 'All news' }).click();
    await expect(stories).toHaveCount(8);
  });

  test('opens a story in place', async ({ page }) => {
    await page.goto('/news');
    const story = page.getByRole('article', { name: 'Sauda arrives in Lahore' });
    await story.getByRole('button', { name: /Read more/ }).click();
    await expect(story.getByText(/MM Alam Road/)).toBeVisible();
    await expect(page).toHaveURL(/#lahore-launch$/);
  });
});

test.describe('contact', () => {
  test('explains bad input, then sends a valid message and confirms it', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're here to help");
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '+92 21 111 728 832' })).toHaveAttribute(
      'href',
      'tel:+9221111728832',
    );

    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: /Email address/ }).fill('ayesha@');
    await form.getByRole('textbox', { name: /Your message/ }).fill('Help me');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your full name.')).toBeVisible();
    await expect(
      form.getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    await expect(form.getByText('Please choose what your message is about.')).toBeVisible();
    await expect(
      form.getByText('Please tell us a little more: at least 10 characters.'),
    ).toBeVisible();

    await form.getByRole('textbox', { name: /Your name/ }).fill('Ayesha Siddiqui');
    await form.getByRole('textbox', { name: /Email address/ }).fill(freshEmail('contact'));
    await form.getByRole('combobox', { name: /Topic/ }).selectOption('Order help');
    await form.getByRole('textbox', { name: /Order number/ }).fill('SD-4F7K2Q');
    await form
      .getByRole('textbox', { name: /Your message/ })
      .fill('My order from Gulshan-e-Iqbal arrived without the two packs of milk.');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(form.getByText(/^#\d+$/)).toBeVisible();
  });
});

test.describe('footer newsletter', () => {
  test('subscribes, and a second identical sign-up is already subscribed', async ({ page }) => {
    const email = freshEmail('newsletter');
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Email address');

    await field.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText("Thanks! You're subscribed.", { exact: false })).toBeVisible();
    await expect(field).toHaveValue('');

    await field.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('You are already subscribed.')).toBeVisible();
  });
});
