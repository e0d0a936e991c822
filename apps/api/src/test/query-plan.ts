import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/client.js';

/** The planner's plan for the query (EXPLAIN, without running it), one line of the plan a line. */
export async function queryPlanOf(db: AppDb, query: SQL): Promise<string> {
  const result = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}
