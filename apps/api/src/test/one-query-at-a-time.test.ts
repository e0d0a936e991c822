import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { hasPostgres } from './test-database.js';

describe.skipIf(!hasPostgres)('a query sent while its connection runs another', () => {
  it('fails at once in the tests, naming its statement', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const running = client.query('select pg_sleep(0.05)');
      expect(() => client.query('select 2')).toThrow(/runs another query.*select 2/);
      await running;
      expect((await client.query('select 3 as n')).rows).toEqual([{ n: 3 }]);
    } finally {
      await client.end();
    }
  });
});
