import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/support/chromium';

/**
 * Playwright loads this file in the runner and again in every worker: the port and the data
 * directory are chosen once and handed down through the environment, so all agree.
 */
function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

process.env.SAUDA_E2E_PORT ??= String(freePortSync());
process.env.SAUDA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sauda-e2e-'));

const port = process.env.SAUDA_E2E_PORT;
// E2E_BASE_URL points the suite at a server that is already running (no build, no start).
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  grepInvert: /@screenshots/,
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: isCI ? 2 : undefined,
  reporter: 'list',
  timeout: 30_000,
  // Two workers, the API and PGlite share a CI machine that may be busy: a page can take more
  // than 10 s there without anything being wrong.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node ../api/dist/server.js',
        env: {
          PORT: port,
          HOST: '127.0.0.1',
          DATA_DIR: process.env.SAUDA_E2E_DATA_DIR,
          SEED: 'demo',
          NODE_ENV: 'test',
          // Parallel journeys all come from 127.0.0.1; the limits have their own API tests.
          RATE_LIMIT_MAX: '0',
        },
        url: `${baseURL}/api/v1/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
