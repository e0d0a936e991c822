import type { BrowserContext, Page } from '@playwright/test';

/** Chrome's definition: the part of a task beyond 50 ms blocks input. */
const LONG_TASK_MS = 50;
/** Lighthouse's mobile profile slows the CPU four times; so does this measure. */
export const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1500;

/**
 * Every script a fresh visitor downloads until the page is idle, in bytes as sent (after
 * Brotli), which is what a phone on a slow network waits for.
 */
export async function firstVisitScriptBytes(page: Page, path: string): Promise<number> {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Parts imported once the page has settled (the cart's storage, the consent banner) count
  // too; on a busy machine they can come after the network's first quiet half-second.
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function slowDownCpu(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Starts recording long tasks from the page's first script on. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

export interface BlockingTime {
  /** The sum over long tasks of their part beyond 50 ms: Lighthouse's TBT, measured for real. */
  totalMs: number;
  longestMs: number;
}

/**
 * Loads `path` on a CPU slowed down like a mid-range phone's and adds up how long the main
 * thread could not answer a tap, until the page and its data have loaded.
 */
export async function blockingTimeOfLoad(
  context: BrowserContext,
  page: Page,
  path: string,
): Promise<BlockingTime> {
  await recordLongTasks(page);
  await slowDownCpu(context, page);
  await page.goto(path, { waitUntil: 'networkidle' });
  // A frame after the last answer, so the render it caused is counted.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  );
  return {
    totalMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0)),
    longestMs: Math.round(Math.max(0, ...tasks)),
  };
}
