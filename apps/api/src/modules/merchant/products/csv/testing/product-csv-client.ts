import { PRODUCT_CSV_COLUMNS, csvLine, type ProductImport } from '@sauda/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

/** The header line and the given rows as a file, the way a spreadsheet saves it. */
export function csvFile(
  rows: readonly (readonly string[])[],
  header: readonly string[] = PRODUCT_CSV_COLUMNS,
) {
  return [header, ...rows].map(csvLine).join('');
}

/** A new product's row: blank query_id, the given cells over sensible defaults. */
export function newRow(cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>) {
  const row: Record<string, string> = {
    query_id: '',
    name: 'Imported Sharbat',
    category: 'Drinks',
    sub_category: '',
    brand: '',
    description: '',
    price: '99.50',
    quantity: '5',
    unlimited: 'no',
    active: 'yes',
    colors: '',
    sizes: '',
    ...cells,
  };
  return PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? '');
}

/** Calls the products CSV routes as the back office does, with a member's bearer token. */
export function createProductCsvClient(app: () => FastifyInstance) {
  const base = (storeId: string) => `/api/v1/merchant/stores/${storeId}/products`;

  const exportCsv = (token: string | undefined, storeId: string) =>
    app().inject({ method: 'GET', url: `${base(storeId)}/export`, headers: auth(token) });

  function importCsv(
    token: string | undefined,
    storeId: string,
    file: string | Uint8Array,
    { dryRun = false, field = 'file' } = {},
  ): Promise<LightMyRequestResponse> {
    const form = new FormData();
    form.append(field, new Blob([file], { type: 'text/csv' }), 'products.csv');
    return app().inject({
      method: 'POST',
      url: `${base(storeId)}/import${dryRun ? '?dry_run=true' : ''}`,
      headers: auth(token),
      payload: form,
    });
  }

  /** Exports and expects 200: the file's text, byte order mark included. */
  async function exported(token: string, storeId: string): Promise<string> {
    const response = await exportCsv(token, storeId);
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  }

  /** Imports and expects 200: what the import did or would do. */
  async function imported(
    token: string,
    storeId: string,
    file: string | Uint8Array,
    options: { dryRun?: boolean } = {},
  ): Promise<ProductImport> {
    const response = await importCsv(token, storeId, file, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ import: ProductImport }>().import;
  }

  return { exportCsv, importCsv, exported, imported };
}
