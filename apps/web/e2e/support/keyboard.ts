import type { Locator, Page } from '@playwright/test';

/** What the focused element is, as a keyboard user meets it. */
export interface FocusStop {
  name: string;
  inBanner: boolean;
  focusVisible: boolean;
}

function readFocus(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return {
      name: name.replace(/\s+/g, ' ').trim(),
      inBanner: element.closest('header') !== null,
      focusVisible: element.matches(':focus-visible'),
    };
  });
}

/**
 * Presses Tab until focus has passed through the page header and left it again, and returns
 * every stop inside the header in order.
 */
export async function tabThroughBanner(page: Page, maxPresses = 20): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await readFocus(page);
    if (stop?.inBanner) stops.push(stop);
    else if (stops.length > 0) return stops;
  }
  return stops;
}

/** Whether keyboard focus is somewhere inside `container`. */
export function holdsFocus(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}
