/**
 * Screenshots of the shell for design review: `npx tsx apps/web/e2e/screenshots.ts`.
 * Builds nothing itself: run `npm run build` first. With BASE_URL it uses a running server,
 * otherwise it starts the built API on a free port with a throwaway database.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { WEB_DIR, findFreePort, startApiServer } from './support/api-server';

const OUT_DIR = join(WEB_DIR, '..', '..', 'screenshots');

const SHOTS = [
  { name: 'home-1280', path: '/home', width: 1280, height: 800 },
  { name: 'home-390', path: '/home', width: 390, height: 844 },
  { name: 'home-360', path: '/home', width: 360, height: 740 },
  { name: 'products-1280', path: '/products?industryId=2', width: 1280, height: 800 },
  { name: 'products-390', path: '/products', width: 390, height: 844 },
  { name: 'products-360', path: '/products?search=biryani', width: 360, height: 740 },
  { name: 'not-found-1280', path: '/no-such-page', width: 1280, height: 800 },
  { name: 'coming-soon-390', path: '/riders', width: 390, height: 844 },
  { name: 'merchant-1280', path: '/dashboard', width: 1280, height: 800 },
] as const;

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  let baseUrl = process.env.BASE_URL;
  const server = baseUrl
    ? undefined
    : await findFreePort().then(async (port) => {
        baseUrl = `http://127.0.0.1:${port}`;
        return startApiServer(port);
      });
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const shot of SHOTS.filter((item) => only.length === 0 || only.includes(item.name))) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
      await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Walk down the page once so lazy images (industry icons) load before the capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = join(OUT_DIR, `${shot.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      // The first screen as a visitor sees it, at full resolution for review.
      await page.screenshot({ path: join(OUT_DIR, `${shot.name}-fold.png`) });
      console.log('wrote', file);
      await page.close();
    }
  } finally {
    await browser.close();
    server?.kill();
  }
}

await main();
