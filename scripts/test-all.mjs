// `npm test`: every suite once — unit and API on PGlite, API on PostgreSQL, browser journeys.
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { run } from './lib/run.mjs';
import { testApiOnPostgres } from './test-api-postgres.mjs';
import { runVitest } from './lib/vitest-run.mjs';

// The first pass always runs on the embedded database; a given server is used for the second.
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

const chromePath = ensureChromium();

/** A step whose own output ends with its failures, so it has none to repeat. */
const ranOnly = (passed) => ({ passed, failures: [] });

// Each step answers { passed, failures }: the failed tests to repeat at the very end.
const steps = [
  ['build', () => ranOnly(run('npm', ['run', 'build']))],
  ['unit and API tests (PGlite)', () => runVitest([])],
  ['API tests (PostgreSQL)', () => testApiOnPostgres(postgresUrl)],
  [
    'browser tests (Chromium)',
    () =>
      ranOnly(
        run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
          CHROME_PATH: chromePath,
        }),
      ),
  ],
];

const failed = [];
const failedTests = [];
for (const [name, step] of steps) {
  const { passed, failures } = await step();
  if (!passed) failed.push(name);
  failedTests.push(...failures.map((failure) => `${name}: ${failure}`));
}
if (failed.length) {
  for (const test of failedTests) console.error(`\n✖ ${test}`);
  console.error(`\n✖ Failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\n✔ All test suites passed.');
