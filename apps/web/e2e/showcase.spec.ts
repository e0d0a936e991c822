import { expect, test, type Locator, type Page } from './support/test';

const GALLERY = '/test/design-2';
const STORE = '/test/design-1';

function brandCarousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Brands you love' });
}

function currentDot(carousel: Locator): Locator {
  return carousel.locator('[aria-current="true"]');
}

/**
 * Notes, in the page's own clock, when the mouse leaves the carousel and when the slide next
 * changes after that, so the runner's own delays do not count.
 */
async function watchSlideAfterLeave(carousel: Locator): Promise<void> {
  await carousel.evaluate((element: HTMLElement) => {
    element.addEventListener(
      'mouseleave',
      () => (element.dataset.leftAt = String(performance.now())),
      { once: true },
    );
    const observer = new MutationObserver(() => {
      if (element.dataset.leftAt === undefined) return;
      element.dataset.changedAt = String(performance.now());
      observer.disconnect();
    });
    observer.observe(element, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-current'],
    });
  });
}

async function msFromLeaveToChange(carousel: Locator): Promise<number> {
  await expect(carousel).toHaveAttribute('data-changed-at', /\d/, { timeout: 5_000 });
  const [leftAt, changedAt] = await Promise.all([
    carousel.getAttribute('data-left-at'),
    carousel.getAttribute('data-changed-at'),
  ]);
  return Number(changedAt) - Number(leftAt);
}

test.describe('marketing showcase', () => {
  test('the store landing shows its header, banners and carousels', async ({ page }) => {
    await page.goto(STORE);
    await expect(page.getByRole('heading', { level: 1, name: 'Taaza Mart' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Delivery details' })).toContainText(
      'Min. order Rs 300.00',
    );
    await expect(page.getByRole('heading', { name: 'Fresh mangoes from Multan' })).toBeVisible();
    for (const name of ['Shop by category', 'Popular right now', 'Brands you love']) {
      await expect(page.getByRole('region', { name })).toHaveAttribute(
        'aria-roledescription',
        'carousel',
      );
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the gallery shows every block and its table of contents jumps to them', async ({
    page,
  }) => {
    await page.goto(GALLERY);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Marketing blocks gallery' }),
    ).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveCount(9);
    for (const name of ['Sale boxes', 'Brand circles', 'Quick deals', 'Promo feed']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeAttached();
    }
    await toc.getByRole('link', { name: 'Promo feed' }).click();
    await expect(page).toHaveURL(/#promo-feed$/);
    await expect(page.getByRole('heading', { name: 'Biryani Fest is on' })).toBeInViewport();
  });

  test('the brand carousel moves every 2 s, not sooner, and holds while hovered', async ({
    page,
  }) => {
    await page.goto(GALLERY);
    const carousel = brandCarousel(page);
    const start = (await currentDot(carousel).getAttribute('aria-label')) ?? '';
    await expect(currentDot(carousel)).not.toHaveAttribute('aria-label', start, {
      timeout: 4_000,
    });

    await carousel.hover();
    const held = await currentDot(carousel).getAttribute('aria-label');
    await page.waitForTimeout(3_000);
    await expect(currentDot(carousel)).toHaveAttribute('aria-label', held ?? '');

    await watchSlideAfterLeave(carousel);
    await page.mouse.move(0, 0);
    const elapsed = await msFromLeaveToChange(carousel);
    expect(elapsed).toBeGreaterThanOrEqual(1_500);
    expect(elapsed).toBeLessThan(3_000);
  });

  test('the brand carousel stays still for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(GALLERY);
    const carousel = brandCarousel(page);
    await expect(
      carousel.getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 1 of 5');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 2 of 5');
  });

  test('the deal countdown starts near 48 hours and counts down', async ({ page }) => {
    await page.goto(GALLERY);
    const timer = page.getByRole('region', { name: "Today's deals" }).getByRole('timer');
    await expect(timer).toHaveText(/^4[78]:\d\d:\d\d$/);
    const first = (await timer.textContent()) ?? '';
    await expect(timer).not.toHaveText(first, { timeout: 3_000 });
    const later = (await timer.textContent()) ?? '';
    expect(later < first).toBe(true);
  });
});

test.describe('promo header', () => {
  test('closes, and stays closed after a reload', async ({ page }) => {
    await page.goto('/home');
    const offer = page.getByRole('complementary', { name: 'First-order offer' });
    await expect(offer).toContainText('FREE15FIRST');
    await offer.getByRole('button', { name: 'Close offer' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('promoHeaderDismissed'))).toBe('true');
  });
});
