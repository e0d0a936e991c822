import { doublePrecision, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, queryId, updatedAt } from './columns.js';
import { users } from './users.js';

export const addressType = pgEnum('address_type', ['home', 'work', 'others']);

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    queryId: queryId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    building: text('building'),
    street: text('street'),
    floor: text('floor'),
    room: text('room'),
    landmark: text('landmark'),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    district: text('district'),
    type: addressType('type').notNull().default('others'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId)],
);
