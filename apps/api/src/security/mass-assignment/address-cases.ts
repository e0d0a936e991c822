import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import {
  CLIFTON_COMPUTED,
  cliftonAddress,
} from '../../modules/addresses/testing/clifton-address.js';
import type { AccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import { insertAddress, insertShopper } from '../../modules/invoices/testing/checkout-fixture.js';
import { injectWithToken } from '../../test/inject-with-token.js';
import { LONG_AGO } from './account-claims.js';
import { inBothSpellings } from './forbidden-fields.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { watchRows } from './watch-rows.js';

async function storedAddress(db: AppDb, where: { id: number } | { queryId: string }) {
  const [row] = await db
    .select()
    .from(addresses)
    .where('id' in where ? eq(addresses.id, where.id) : eq(addresses.queryId, where.queryId));
  if (!row) throw new Error('no such address');
  return row;
}

/**
 * A shopper with a saved Home (and a way to call the address book as them), and another
 * shopper with one whose book must stay as it is.
 */
async function twoAddressBooks({ testApp }: AccountsTestApp) {
  const db = testApp.database.db;
  const shopper = await insertShopper(db);
  const own = await storedAddress(db, { id: await insertAddress(db, shopper.userId) });
  const other = await insertShopper(db);
  const otherAddress = await storedAddress(db, { id: await insertAddress(db, other.userId) });
  const otherBook = await watchRows(
    db,
    sql`select * from addresses where user_id = ${other.userId} order by id`,
  );
  /** Someone else's address and owner, as a client would name them to take them over. */
  const claims = inBothSpellings({
    user_id: other.userId,
    id: otherAddress.id,
    type: 'others',
    description: 'Chosen description',
    created_at: LONG_AGO,
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) =>
    injectWithToken(testApp.app, method, url, shopper.token, body);
  return { db, shopper, own, otherAddress, otherBook, claims, send };
}

/** The address book: every address stays its owner's, with the type and text the server gives. */
export const addressCases: MassAssignmentCase<AccountsTestApp>[] = [
  {
    route: 'POST /api/v1/users/create_address',
    actor: 'a signed-in customer',
    guards: 'the new address’s owner, id, type, description and created_at',
    treatment: 'strips',
    status: 201,
    async attempt(setup) {
      const books = await twoAddressBooks(setup);
      const { db, shopper } = books;
      const response = await books.send('POST', 'users/create_address', {
        address: {
          ...cliftonAddress({ name: 'Work' }),
          ...books.claims,
          ...inBothSpellings({ query_id: books.otherAddress.queryId }),
        },
        ...books.claims,
      });
      return {
        response,
        async expectStored() {
          const queryId = response.json<{ address: { query_id: string } }>().address.query_id;
          const saved = await storedAddress(db, { queryId });
          expect(saved).toMatchObject({
            userId: shopper.userId,
            name: 'Work',
            type: 'work',
            description: CLIFTON_COMPUTED.description,
          });
          expect(saved.id).not.toBe(books.otherAddress.id);
          expect(saved.createdAt.toISOString()).not.toBe(LONG_AGO);
          await books.otherBook.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'PUT /api/v1/users/update_address',
    actor: 'a signed-in customer editing their Home',
    guards: 'owner, title, type and description: only the details and pin change',
    treatment: 'strips',
    async attempt(setup) {
      const { db, shopper, own, otherBook, claims, send } = await twoAddressBooks(setup);
      const response = await send('PUT', 'users/update_address', {
        query_id: own.queryId,
        address: { ...cliftonAddress({ name: 'Office', street: 'Zamzama Boulevard' }), ...claims },
        ...claims,
      });
      return {
        response,
        async expectStored() {
          expect(await storedAddress(db, { id: own.id })).toMatchObject({
            userId: shopper.userId,
            name: own.name,
            type: own.type,
            street: 'Zamzama Boulevard',
            description: CLIFTON_COMPUTED.description,
          });
          await otherBook.expectUnchanged();
        },
      };
    },
  },
  {
    route: 'DELETE /api/v1/users/delete_address',
    actor: 'a signed-in customer',
    guards: 'which address goes: the named one of the bearer, never another user’s',
    treatment: 'strips',
    async attempt(setup) {
      const { db, shopper, own, otherBook, claims, send } = await twoAddressBooks(setup);
      const response = await send('DELETE', 'users/delete_address', {
        query_id: own.queryId,
        ...claims,
      });
      return {
        response,
        async expectStored() {
          const left = await db
            .select()
            .from(addresses)
            .where(eq(addresses.userId, shopper.userId));
          expect(left).toEqual([]);
          await otherBook.expectUnchanged();
        },
      };
    },
  },
];
