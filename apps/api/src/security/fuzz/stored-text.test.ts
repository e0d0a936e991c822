import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world.js';
import { hostileText, isStorableText } from './hostile-text.js';
import { STORED_TEXT_ROUND_TRIPS, type StoredTextRoundTrip } from './stored-text-round-trips.js';

/** Round trips per stored field: each is two requests, one storing and one reading back. */
const RUNS_PER_FIELD = 250;

let world: FuzzWorld;
let tablesBefore: string[];

async function tableNames(): Promise<string[]> {
  const result = await world.testApp.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return result.rows.map((row) => row.table_name);
}

beforeAll(async () => {
  world = await buildFuzzWorld();
  await world.renewSessions();
  tablesBefore = await tableNames();
});

afterAll(() => world.close());

/** Text between two letters, so trimming (which every text field does) leaves it whole. */
function textFor(roundTrip: StoredTextRoundTrip) {
  return hostileText.map((text) => `x${text.slice(0, roundTrip.maxLength - 2)}x`);
}

async function roundTrip(roundTrip: StoredTextRoundTrip, text: string): Promise<boolean> {
  const stored = await roundTrip.store(world, text);
  const seen = `${JSON.stringify(text).slice(0, 200)} → ${stored.statusCode} ${stored.body.slice(0, 300)}`;
  if (!isStorableText(text)) {
    expect(stored.statusCode, seen).toBe(400);
    expect(stored.json(), seen).toMatchObject({ error: { code: 'validation_failed' } });
    return false;
  }
  expect(stored.statusCode, seen).toBeLessThan(300);
  expect(await roundTrip.readBack(world, stored), seen).toBe(text);
  return true;
}

describe('text with SQL, markup and Unicode edge cases is stored and read back as sent', () => {
  for (const field of STORED_TEXT_ROUND_TRIPS) {
    it(
      field.name,
      async () => {
        let storedCount = 0;
        await fc.assert(
          fc.asyncProperty(textFor(field), async (text) => {
            if (await roundTrip(field, text)) storedCount += 1;
          }),
          { numRuns: RUNS_PER_FIELD, seed: 20_261_118 },
        );
        expect(storedCount).toBeGreaterThan(RUNS_PER_FIELD / 2);
      },
      300_000,
    );
  }

  it('leaves every table in place', async () => {
    expect(await tableNames()).toEqual(tablesBefore);
    expect(tablesBefore).toEqual(expect.arrayContaining(['users', 'orders', 'products']));
  });
});
