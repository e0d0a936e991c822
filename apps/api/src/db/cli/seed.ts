import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { createDatabase } from '../client.js';
import { runMigrations } from '../migrate.js';
import {
  DEFAULT_PRODUCT_COUNT,
  isDatabaseEmpty,
  resetSeededData,
  seedDatabase,
  type SeedSummary,
} from '../seed/index.js';

const USAGE = `Usage: npm run db:seed -- [--products N] [--reset]

  --products N  the hand-written stores' products (default ${DEFAULT_PRODUCT_COUNT.toLocaleString('en')}; 1_000_000 for a benchmark catalog)
  --reset       empty the seeded tables first (also orders, sessions… that refer to them)
`;

class UsageError extends Error {}

function parseProductCount(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PRODUCT_COUNT;
  const count = Number(text.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(count) || count < 0)
    throw new UsageError(`--products must be a whole number, got "${text}"`);
  return count;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function report(summary: SeedSummary): string {
  const { timings: t } = summary;
  const rows: [string, string, string][] = [
    ['industries', String(summary.industries), ''],
    [
      'stores (with hours, categories)',
      `${summary.companies} (${summary.workingHours} slots, ${summary.categories} categories, ${summary.subCategories} sub-categories)`,
      seconds(t.stores),
    ],
    [
      'products from the catalog',
      summary.catalogProducts.toLocaleString('en'),
      seconds(t.catalogProducts),
    ],
    [
      'products generated in SQL',
      summary.generatedProducts.toLocaleString('en'),
      seconds(t.generatedProducts),
    ],
    [
      'city stores and their products',
      `${summary.cityStores} stores, ${summary.cityProducts.toLocaleString('en')} products`,
      seconds(t.cityProducts),
    ],
    [
      'users, vouchers, configuration',
      `${summary.users} users, ${summary.vouchers} vouchers, ${summary.globalConfigurations} settings, ${summary.searchSynonyms} synonyms`,
      seconds(t.reference + t.accounts),
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    ...rows.map(
      ([label, value, time]) => `  ${label.padEnd(width)}  ${value}${time ? `  [${time}]` : ''}`,
    ),
    `  total ${seconds(t.total)}`,
  ].join('\n');
}

async function main(): Promise<number> {
  let values: { products?: string; reset: boolean; help: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        products: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const products = parseProductCount(values.products);
  const config = loadConfig();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  try {
    const where =
      database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.pgliteDir})`;
    await runMigrations(database);
    if (!(await isDatabaseEmpty(database.db))) {
      if (!values.reset) {
        process.stderr.write(
          `${where} already holds data; nothing seeded. Run again with --reset to replace it.\n`,
        );
        return 1;
      }
      await resetSeededData(database.db);
      process.stdout.write(`Emptied the seeded tables of ${where}.\n`);
    }
    process.stdout.write(`Seeding ${where} with ${products.toLocaleString('en')} products…\n`);
    const summary = await seedDatabase(database.db, { products });
    process.stdout.write(`${report(summary)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  const message =
    error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message}\n${error instanceof UsageError ? USAGE : ''}`);
  process.exitCode = 1;
}
