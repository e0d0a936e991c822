// Runs the API suite on PostgreSQL: TEST_DATABASE_URL / DATABASE_URL when given, else a throwaway cluster.
import { runVitest } from './lib/vitest-run.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

export async function testApiOnPostgres(
  given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
) {
  const cluster = given ? null : await startThrowawayPostgres();
  const url = given ?? cluster?.url;
  if (!url) {
    console.log(
      '\n⚠ SKIPPED the API suite on PostgreSQL: no DATABASE_URL and no PostgreSQL binaries found.',
    );
    return { passed: true, failures: [] };
  }
  try {
    return runVitest(['--project', 'api', '--project', 'api-isolated'], { DATABASE_URL: url });
  } finally {
    cluster?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failures } = await testApiOnPostgres();
  for (const failure of failures) console.error(`✖ ${failure}`);
  process.exit(passed ? 0 : 1);
}
