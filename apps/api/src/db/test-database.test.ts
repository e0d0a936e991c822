import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { globalConfigurations } from './schema/index.js';

describe('createTestDatabase', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
  });

  it('gives each caller its own empty, migrated database', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    opened.push(a, b);

    await a.db.insert(globalConfigurations).values({ identifier: 'delivery_fee', value: '150' });

    expect(await a.db.select().from(globalConfigurations)).toHaveLength(1);
    expect(await b.db.select().from(globalConfigurations)).toEqual([]);
  });
});
