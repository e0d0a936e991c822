import { sql } from 'drizzle-orm';
import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Public id used in URLs and payloads; the numeric id never leaves the server. */
export const queryId = () =>
  text('query_id')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`);

/** Money is integer paisa (1 PKR = 100 paisa). */
export const paisa = (name: string) => bigint(name, { mode: 'number' });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
