import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/test-database.js';
import { countRequest, deleteEndedCounters } from './rate-limit-counters.repository.js';

const T0 = new Date('2026-11-27T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('rate limit counters', () => {
  it('counts in one window and starts again once it ended', async () => {
    const { db } = database;
    expect(await countRequest(db, 'k1', T0, 60_000)).toEqual({
      count: 1,
      windowEndsAt: at(60_000),
    });
    expect(await countRequest(db, 'k1', at(59_999), 60_000)).toEqual({
      count: 2,
      windowEndsAt: at(60_000),
    });
    expect(await countRequest(db, 'k1', at(60_000), 60_000)).toEqual({
      count: 1,
      windowEndsAt: at(120_000),
    });
  });

  it('counts every request of a burst exactly once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countRequest(database.db, 'burst', T0, 60_000)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('sweeps only the ended windows', async () => {
    const { db } = database;
    await countRequest(db, 'old', T0, 1_000);
    await countRequest(db, 'live', T0, 600_000);
    await deleteEndedCounters(db, at(2_000));
    const keys = (await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (row) => row.key,
    );
    expect(keys).toContain('live');
    expect(keys).not.toContain('old');
  });
});
