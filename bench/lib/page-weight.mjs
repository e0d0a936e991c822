// First-visit JavaScript of a page: every script a fresh Chromium downloads until the page is
// idle, counted as bytes on the wire (what the server sent after compression).
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

async function scriptBytes(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let bytes = 0;
  for (const response of responses) {
    const sizes = await response.request().sizes();
    bytes += sizes.responseBodySize;
  }
  await context.close();
  return { bytes, files: responses.length };
}

/** `pages`: [{ name, path }] → [{ name, path, kB, files }] */
export async function measurePageWeights(baseUrl, pages) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const { name, path } of pages) {
      const { bytes, files } = await scriptBytes(browser, `${baseUrl}${path}`);
      results.push({ name, path, kB: Math.round(bytes / 102.4) / 10, files });
    }
    return results;
  } finally {
    await browser.close();
  }
}
