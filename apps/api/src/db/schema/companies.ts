import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  time,
  date,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, paisa, queryId, timestamptz, updatedAt } from './columns.js';
import { industries } from './industries.js';
import { users } from './users.js';

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    queryId: queryId(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    pictureUrl: text('picture_url'),
    bannerUrl: text('banner_url'),
    phone: text('phone'),
    addressLine: text('address_line'),
    area: text('area'),
    city: text('city'),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    serviceAreaRadiusKm: doublePrecision('service_area_radius_km').notNull().default(10),
    preparationMinutes: integer('preparation_minutes').notNull().default(15),
    deliveryMinutes: integer('delivery_minutes').notNull().default(30),
    overrideDeliveryFee: boolean('override_delivery_fee').notNull().default(false),
    deliveryFeePaisa: paisa('delivery_fee_paisa').notNull().default(0),
    minimumOrderPaisa: paisa('minimum_order_paisa').notNull().default(0),
    rating: real('rating'),
    isActive: boolean('is_active').notNull().default(true),
    /** "Pause new orders": closed to shoppers until then; null when taking orders. */
    pausedUntil: timestamptz('paused_until'),
    /** The platform's commission in basis points (1000 = 10 %), set by the operator. */
    commissionRateBps: integer('commission_rate_bps').notNull().default(1000),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('companies_industry_id_is_active_idx').on(t.industryId, t.isActive),
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('companies_name_fts_idx').using('gin', sql`to_tsvector('simple', ${t.name})`),
    check('companies_commission_rate_bps_check', sql`${t.commissionRateBps} between 0 and 10000`),
  ],
);

/** Several slots per day are allowed; a slot may end after midnight (18:00–02:00). */
export const companyWorkingHours = pgTable(
  'company_working_hours',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday, as JavaScript's Date#getDay. */
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    index('company_working_hours_company_id_idx').on(t.companyId, t.dayOfWeek),
    check('company_working_hours_day_of_week_check', sql`${t.dayOfWeek} between 0 and 6`),
  ],
);

/** Closed all day (Karachi date), whatever the working hours say. */
export const companyHolidays = pgTable(
  'company_holidays',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('company_holidays_company_id_date_idx').on(t.companyId, t.date)],
);

/** DESIGN §3a: owner (everything), manager (all but staff and P&L), staff (orders and stock). */
export const merchantRole = pgEnum('merchant_role', ['owner', 'manager', 'staff']);

export const merchantMembers = pgTable(
  'merchant_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: merchantRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('merchant_members_company_id_idx').on(t.companyId),
  ],
);
