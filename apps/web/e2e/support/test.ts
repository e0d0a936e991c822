import { test as base, type Browser, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits, after a navigation that loaded one of the app's pages, until the app has started there.
 * A public page arrives pre-rendered: it is visible, and its buttons clickable, a moment before
 * the app's code has hydrated it.
 */
async function untilAppStarted(page: Page, response: Response | null): Promise<void> {
  const isAppPage = (response?.headers()['content-type'] ?? '').startsWith('text/html');
  if (!isAppPage) return;
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
}

function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilAppStarted(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilAppStarted(page, response);
    return response;
  };
}

/**
 * Contexts a journey opens itself (a second shopper, an owner) wait for the app too. Patched
 * once the test's own context exists, and undone after the test: a context the runner makes
 * for a test without JavaScript must not wait for an app that never starts.
 */
function waitForAppInNewContexts(browser: Browser): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', waitForAppOnNavigation);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

/** Playwright's `test`, with every page's `goto` and `reload` waiting for the app to start. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled, browser }, use) => {
    if (javaScriptEnabled === false) {
      await use(context);
      return;
    }
    context.on('page', waitForAppOnNavigation);
    const restore = waitForAppInNewContexts(browser);
    try {
      await use(context);
    } finally {
      restore();
    }
  },
});
