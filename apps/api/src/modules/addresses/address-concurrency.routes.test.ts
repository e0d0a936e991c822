import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/test-database.js';
import { useAccountsTestApp } from '../auth/testing/use-accounts-test-app.js';
import { createAddressesClient, slotNames } from './testing/addresses-client.js';
import { cliftonAddress } from './testing/clifton-address.js';

const accounts = useAccountsTestApp(900);
const book = createAddressesClient(() => accounts.testApp.app);

// PGlite runs one transaction at a time, so only a PostgreSQL server can race two creates.
describe('simultaneous creates of one user', () => {
  it.skipIf(!hasPostgres)(
    'five "Home" creates at once give exactly one home and four others (PostgreSQL only)',
    async () => {
      const guest = await accounts.client.guest();

      const responses = await Promise.all(
        Array.from({ length: 5 }, () => book.create(guest.token, cliftonAddress({ name: 'Home' }))),
      );

      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const types = responses.map(
        (response) => response.json<{ address: { type: string } }>().address.type,
      );
      expect(types.filter((type) => type === 'home')).toHaveLength(1);
      expect(types.filter((type) => type === 'others')).toHaveLength(4);
      expect(slotNames(await book.me(guest.token))).toEqual({
        home: 'Home',
        work: null,
        others: ['Home', 'Home', 'Home', 'Home'],
      });
    },
  );
});
