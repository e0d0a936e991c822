import { PRODUCT_CSV_COLUMNS, UTF8_BOM, guardCsvCell, type MerchantProduct } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { csvFile, newRow } from './testing/product-csv-client.js';
import { STORE_ID, useProductCsvTestApp } from './testing/use-product-csv-test-app.js';

// GET …/products/export: the file a spreadsheet opens (byte order mark, CRLF, guarded
// formulas) and that the import reads back unchanged.

const setup = useProductCsvTestApp();
const { csv, products } = setup;
const owner = () => setup.team.owner.token;

async function allProducts(): Promise<MerchantProduct[]> {
  return (await products.listed(owner(), STORE_ID, '?per_page=100&sort=name')).products;
}

describe('the export', () => {
  it('is UTF-8 CSV with a byte order mark, the import’s header and CRLF lines', async () => {
    const response = await csv.exportCsv(owner(), STORE_ID);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="products-store-biryani-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const text = response.body;
    expect(text.startsWith(`${UTF8_BOM}${PRODUCT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(text).toContain(
      'product-chickenBiryani,Chicken Biryani Single,Biryani & Rice,Biryani,,Chicken Biryani with raita.,450.00,12,no,yes,,Single|Full\r\n',
    );
    expect(text).not.toContain('Olpers'); // another store's product
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength((await allProducts()).length + 1);
  });

  it('reads back unchanged: 0 created, every row updated, nothing changes', async () => {
    const before = await allProducts();
    const file = await csv.exported(owner(), STORE_ID);
    const expected = { created: 0, updated: before.length, failed: 0, errors: [] };
    expect(await csv.imported(owner(), STORE_ID, file, { dryRun: true })).toEqual(expected);
    expect(await csv.imported(owner(), STORE_ID, file)).toEqual(expected);
    expect(await allProducts()).toEqual(before);
  });

  // Written as the export writes them: formula-looking cells guarded with a quote.
  it('keeps Urdu, quotes, commas, line breaks and formula-looking names through a round trip', async () => {
    const names = [
      'گلاب جامن "خاص"',
      'Kheer, with "nuts"',
      '-Sale- Kulfi',
      '+92 Special',
      "'=Quoted",
    ];
    const file = csvFile(
      names.map((name, index) =>
        newRow({ name: guardCsvCell(name), description: `Line one\nline ${index}` }),
      ),
    );
    expect(await csv.imported(owner(), STORE_ID, file)).toMatchObject({ created: names.length });
    const exported = await csv.exported(owner(), STORE_ID);
    expect(exported).toContain('"گلاب جامن ""خاص"""');
    expect(exported).toContain(`'-Sale- Kulfi`);
    const before = await allProducts();
    for (const name of names) expect(before.map((product) => product.name)).toContain(name);
    expect(await csv.imported(owner(), STORE_ID, exported)).toMatchObject({
      created: 0,
      failed: 0,
    });
    expect(await allProducts()).toEqual(before);
  });

  it('reads its Urdu as UTF-8 when a spreadsheet saved the file without the mark', async () => {
    const file = csvFile([newRow({ name: 'نمکین لسی' })]);
    const bytes = new TextEncoder().encode(file);
    expect(await csv.imported(owner(), STORE_ID, bytes)).toMatchObject({ created: 1 });
    expect(
      await products.names(owner(), STORE_ID, `?query=${encodeURIComponent('نمکین')}`),
    ).toEqual(['نمکین لسی']);
  });
});
