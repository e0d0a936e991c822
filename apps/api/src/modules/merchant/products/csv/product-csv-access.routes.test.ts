import { MERCHANT_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { csvFile, newRow } from './testing/product-csv-client.js';
import {
  OTHER_STORE_ID,
  STORE_ID,
  useProductCsvTestApp,
} from './testing/use-product-csv-test-app.js';

// Who may export and import a store's products (DESIGN §3a, `editProducts`): owners and
// managers; staff are refused with 403, anyone else is told the store does not exist.

const setup = useProductCsvTestApp();
const { csv } = setup;

describe('exporting and importing, by role', () => {
  it.each(['owner', 'manager'] as const)('lets the %s export and import', async (role) => {
    const token = setup.team[role].token;
    expect(await csv.exported(token, STORE_ID)).toContain('Sweet Lassi');
    const file = csvFile([newRow({ name: `Rooh Afza by ${role}` })]);
    expect(await csv.imported(token, STORE_ID, file)).toEqual({
      created: 1,
      updated: 0,
      failed: 0,
      errors: [],
    });
    expect(await setup.products.names(token, STORE_ID, `?query=by%20${role}`)).toEqual([
      `Rooh Afza by ${role}`,
    ]);
  });

  it('refuses staff with 403 forbidden_role, dry run included, and writes nothing', async () => {
    const token = setup.team.staff.token;
    const file = csvFile([newRow({ name: 'Staff Sharbat' })]);
    for (const response of [
      await csv.exportCsv(token, STORE_ID),
      await csv.importCsv(token, STORE_ID, file),
      await csv.importCsv(token, STORE_ID, file, { dryRun: true }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: { code: 'forbidden_role', message: MERCHANT_MESSAGES.forbiddenRole },
      });
    }
    const owner = setup.team.owner.token;
    expect(await setup.products.names(owner, STORE_ID, '?query=Staff%20Sharbat')).toEqual([]);
  });

  it('answers 404 to a non-member and a shopper, 401 without a session', async () => {
    const file = csvFile([newRow({ name: 'Stranger Sharbat' })]);
    for (const token of [setup.team.otherOwner.token, setup.team.shopper.token]) {
      expect((await csv.exportCsv(token, STORE_ID)).statusCode).toBe(404);
      expect((await csv.importCsv(token, STORE_ID, file)).statusCode).toBe(404);
    }
    expect((await csv.exportCsv(undefined, STORE_ID)).statusCode).toBe(401);
    expect((await csv.importCsv(undefined, STORE_ID, file)).statusCode).toBe(401);
  });

  it('never updates another store’s product through its query_id', async () => {
    const owner = setup.team.owner.token;
    const file = csvFile([newRow({ query_id: 'product-olpersMilk', name: 'Taken over' })]);
    const preview = await csv.imported(owner, STORE_ID, file, { dryRun: true });
    expect(preview).toMatchObject({ created: 0, updated: 0, failed: 1 });
    expect(preview.errors).toEqual([
      { row: 2, field: 'query_id', message: MERCHANT_MESSAGES.csvUnknownProduct },
    ]);
    const grocer = setup.team.otherOwner.token;
    expect(
      (await setup.products.product(grocer, OTHER_STORE_ID, 'product-olpersMilk')).name,
    ).not.toBe('Taken over');
  });
});
