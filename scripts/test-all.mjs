// `npm test`: every suite once — unit and API on PGlite, API on PostgreSQL, browser journeys.
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { run } from './lib/run.mjs';
import { testApiOnPostgres } from './test-api-postgres.mjs';

// The first pass always runs on the embedded database; a given server is used for the second.
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

const chromePath = ensureChromium();
const steps = [
  ['build', () => run('npm', ['run', 'build'])],
  ['unit and API tests (PGlite)', () => run('npx', ['vitest', 'run'])],
  ['API tests (PostgreSQL)', () => testApiOnPostgres(postgresUrl)],
  [
    'browser tests (Chromium)',
    () =>
      run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
        CHROME_PATH: chromePath,
      }),
  ],
];

const failed = [];
for (const [name, step] of steps) {
  if (!(await step())) failed.push(name);
}
if (failed.length) {
  console.error(`\n✖ Failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\n✔ All test suites passed.');
