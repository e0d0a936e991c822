import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema/index.js';
import { hasPostgres } from '../../../test/test-database.js';
import { merchantBody } from '../../forms/testing/forms-client.js';
import { errorOf } from './testing/admin-client.js';
import { insertOperator, useAdminTestApp } from './testing/use-admin-test-app.js';

const setup = useAdminTestApp();

// PGlite runs one transaction at a time: only a PostgreSQL server can race two decisions. Run
// with DATABASE_URL=postgres://… npx vitest run --project api <this file>.
describe.skipIf(!hasPostgres)(
  'two operators accept one application at once (PostgreSQL only)',
  () => {
    it('opens one store: one 200 and one 400 invalid_application_transition, no 500', async () => {
      const second = await insertOperator(setup.db(), 'Omar Farooq');
      const name = 'Racing Tikka House';
      const id = await setup.submitted('merchant', merchantBody({ business_name: name }));

      const responses = await Promise.all(
        [setup.cast.operator.token, second.token].map((token) =>
          setup.admin.review(token, id, { status: 'accepted' }),
        ),
      );

      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 400]);
      const refused = responses.find((response) => response.statusCode === 400);
      if (refused) expect(errorOf(refused).code).toBe('invalid_application_transition');
      const stores = await setup.db().select().from(companies).where(eq(companies.name, name));
      expect(stores).toHaveLength(1);
    });
  },
);
