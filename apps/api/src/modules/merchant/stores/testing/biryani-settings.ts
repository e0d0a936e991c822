import type { Company, WeeklySlot } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import { STORES } from '../../../catalog/testing/catalog-fixture.js';
import { CHECKOUT_NOW } from '../../../invoices/testing/checkout-fixture.js';
import type { MerchantStoresTestApp } from './use-merchant-stores-test-app.js';

export const BIRYANI = STORES.biryani.queryId;
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** The ISO instant `ms` after CHECKOUT_NOW (Wednesday 18 November 2026, 12:00 in Karachi). */
export const afterNow = (ms: number) => new Date(CHECKOUT_NOW.getTime() + ms).toISOString();

/** Karachi wall-clock text to the instant (UTC+5 all year). */
export const karachi = (text: string) => new Date(`${text}+05:00`);

export const daily = (start_time: string, end_time: string): WeeklySlot[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({ day_of_week, start_time, end_time }));

/** Karachi Biryani House's settings as the catalog fixture has them. */
export const BIRYANI_AS_SEEDED = {
  paused_until: null,
  working_hours: daily('09:00', '01:00'),
  holidays: [],
  override_delivery_fee: false,
  delivery_fee: 0,
  minimum_order: 0,
  service_area_radius: 8,
  preparation_minutes: 15,
};

/** Puts Karachi Biryani House back as seeded after each test, so every test starts from it. */
export function resetBiryaniAfterEach(setup: MerchantStoresTestApp): void {
  afterEach(async () => {
    await setup.stores.patched(setup.team.owner.token, BIRYANI, BIRYANI_AS_SEEDED);
  });
}

/** The store as a shopper's catalog shows it now. */
export async function shopperSees(app: FastifyInstance, storeQueryId = BIRYANI): Promise<Company> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/companies/${storeQueryId}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ company: Company }>().company;
}
