import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { industries } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createIndustryCatalog } from './industries.service.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(industries).values({ id: 1, name: 'Food', slug: 'food', position: 1 });
});

afterAll(() => database.close());

describe('createIndustryCatalog', () => {
  it('serves the list from memory until the TTL passes', async () => {
    let clock = 0;
    const catalog = createIndustryCatalog(database.db, 60_000, () => clock);
    expect(await catalog.listIndustries(null)).toHaveLength(1);

    await database.db
      .insert(industries)
      .values({ id: 2, name: 'Grocery', slug: 'grocery', position: 2 });
    clock = 59_999;
    expect(await catalog.listIndustries(null)).toHaveLength(1);
    clock = 60_001;
    expect(await catalog.listIndustries(null)).toHaveLength(2);
  });
});
