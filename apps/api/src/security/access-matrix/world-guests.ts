import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { createAccountsClient } from '../../modules/auth/testing/accounts-client.js';
import {
  CHECKOUT_NOW,
  insertShopper,
  type Shopper,
} from '../../modules/invoices/testing/checkout-fixture.js';
import { injectWithToken } from '../../test/inject-with-token.js';

/** Two minutes before the matrix runs: past the 30 s resend wait, within the 5 min code life. */
const CODES_SENT_AT = new Date(CHECKOUT_NOW.getTime() - 2 * 60_000);

export interface SingleUseGuests {
  signingUp: Shopper;
  askingAgain: Shopper;
  resending: Shopper;
  verifying: Shopper;
  /** The code sent to the verifying guest's number. */
  verificationCode: string;
}

async function signedUpGuest(app: FastifyInstance, db: AppDb, mobileNumber: string) {
  const guest = await insertShopper(db, { isGuest: true, fullName: 'Guest' });
  const body = { full_name: 'Guest Shopper', mobile_number: mobileNumber, password: 'guest123' };
  const response = await injectWithToken(
    app,
    'POST',
    `users/${guest.queryId}/guest_signup`,
    guest.token,
    body,
  );
  expect(response.statusCode, response.body).toBe(200);
  return guest;
}

/**
 * Guests at each step of Verify Account: one still to sign up, and three that did two minutes
 * ago: one to send its code again, one to resend it, one to enter it.
 */
export async function insertSingleUseGuests(
  app: FastifyInstance,
  db: AppDb,
): Promise<SingleUseGuests> {
  vi.setSystemTime(CODES_SENT_AT);
  const askingAgain = await signedUpGuest(app, db, '+923451000011');
  const resending = await signedUpGuest(app, db, '+923451000012');
  const verifying = await signedUpGuest(app, db, '+923451000013');
  vi.setSystemTime(CHECKOUT_NOW);
  return {
    signingUp: await insertShopper(db, { isGuest: true, fullName: 'Guest' }),
    askingAgain,
    resending,
    verifying,
    verificationCode: await createAccountsClient(app).lastCode('+923451000013'),
  };
}
