import { eq } from 'drizzle-orm';
import type { FormType } from '@sauda/domain';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { AppDb } from '../../../../db/client.js';
import { formSubmissions, users } from '../../../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { postForm, type FormBody } from '../../../forms/testing/forms-client.js';
import {
  insertCheckoutFixture,
  insertShopper,
  type CheckoutFixture,
  type Shopper,
} from '../../../invoices/testing/checkout-fixture.js';
import { insertMember } from '../../../merchant/stores/testing/store-members.js';
import { createAdminClient } from './admin-client.js';
import { createRecordingSms } from './recording-sms.js';

/** Who calls the operator's routes in these tests. */
export interface AdminCast {
  /** Zara, a Sauda operator (users.role admin). */
  operator: Shopper;
  /** Owns Karachi Biryani House: a merchant, not an operator. */
  owner: Shopper;
  shopper: Shopper;
  guest: Shopper;
}

/** A signed-in Sauda operator. */
export async function insertOperator(db: AppDb, fullName = 'Zara Ahmed'): Promise<Shopper> {
  const operator = await insertShopper(db, { fullName });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.userId));
  return operator;
}

/**
 * The per-file setup of the operator's routes tests: one app on the checkout fixture (its
 * industries Food and Grocery, its stores) with its own data directory for the applications'
 * files, an SMS sender that records, and the cast.
 */
export function useAdminTestApp() {
  let testApp: TestApp | undefined;
  let fixture: CheckoutFixture | undefined;
  let cast: AdminCast | undefined;
  const sms = createRecordingSms();

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { RATE_LIMIT_MAX: '0' },
      services: { sms },
    });
    const db = testApp.database.db;
    fixture = await insertCheckoutFixture(db);
    cast = {
      operator: await insertOperator(db),
      owner: await insertMember(db, 'owner', [fixture.companyIds.biryani], 'Usman'),
      shopper: await insertShopper(db),
      guest: await insertShopper(db, { isGuest: true }),
    };
  });

  afterAll(async () => {
    await testApp?.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function current() {
    if (!testApp || !fixture || !cast) throw new Error('the admin test app is built in beforeAll');
    return { testApp, fixture, cast };
  }

  /** Posts a public form as an applicant would: the stored application's id. */
  async function submitted(form: FormType, body: FormBody): Promise<string> {
    const response = await postForm(current().testApp.app, form, body);
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ submission: { id: number } }>().submission.id;
    const [row] = await db()
      .select({ queryId: formSubmissions.queryId })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id));
    if (!row) throw new Error(`submission ${id} was not stored`);
    return row.queryId;
  }

  const db = () => current().testApp.database.db;

  return {
    get testApp() {
      return current().testApp;
    },
    get fixture() {
      return current().fixture;
    },
    get cast() {
      return current().cast;
    },
    db,
    sms,
    admin: createAdminClient(() => current().testApp.app),
    submitted,
  };
}

export type AdminTestApp = ReturnType<typeof useAdminTestApp>;
