import {
  MERCHANT_MESSAGES,
  MESSAGES,
  PRODUCT_CSV_COLUMNS,
  type ProductImport,
} from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { csvFile, newRow } from './testing/product-csv-client.js';
import { STORE_ID, useProductCsvTestApp } from './testing/use-product-csv-test-app.js';

// POST …/products/import: the whole-file refusals, the row errors of a dry run, and an apply
// that writes a good file and nothing of a file with any bad row.

const setup = useProductCsvTestApp();
const { csv, products } = setup;
const owner = () => setup.team.owner.token;

async function fileRefusal(file: string | Uint8Array, message: string) {
  const response = await csv.importCsv(owner(), STORE_ID, file, { dryRun: true });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    error: { code: 'validation_failed', message, fields: { file: message } },
  });
}

const namesLike = (text: string) =>
  products.names(owner(), STORE_ID, `?query=${encodeURIComponent(text)}&per_page=100`);

describe('a file refused whole', () => {
  it('refuses an empty file and a header without rows', async () => {
    await fileRefusal('', MERCHANT_MESSAGES.csvNoProducts);
    await fileRefusal(csvFile([]), MERCHANT_MESSAGES.csvNoProducts);
  });

  it('refuses a wrong, reordered or missing header', async () => {
    await fileRefusal(
      csvFile([newRow({})], ['name', 'price']),
      MERCHANT_MESSAGES.csvHeaderNotValid,
    );
    const swapped = ['name', 'query_id', ...PRODUCT_CSV_COLUMNS.slice(2)];
    await fileRefusal(csvFile([newRow({})], swapped), MERCHANT_MESSAGES.csvHeaderNotValid);
    await fileRefusal(
      csvFile([newRow({})])
        .split('\r\n')
        .slice(1)
        .join('\r\n'),
      MERCHANT_MESSAGES.csvHeaderNotValid,
    );
  });

  it('refuses 10,001 rows and takes 10,000 (dry run)', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => newRow({ name: `Bulk ${index}` }));
    await fileRefusal(csvFile(rows), MERCHANT_MESSAGES.csvTooManyRows);
    const preview = await csv.imported(owner(), STORE_ID, csvFile(rows.slice(1)), { dryRun: true });
    expect(preview).toEqual({ created: 10_000, updated: 0, failed: 0, errors: [] });
    expect(await namesLike('Bulk 1')).toEqual([]);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = csvFile([newRow({ description: 'x'.repeat(1000) })]).padEnd(
      5 * 1024 * 1024 + 10,
      '\r\n',
    );
    const response = await csv.importCsv(owner(), STORE_ID, big, { dryRun: true });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('asks for the file in the `file` field', async () => {
    const response = await csv.importCsv(owner(), STORE_ID, csvFile([newRow({})]), {
      field: 'upload',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { fields: { file: MERCHANT_MESSAGES.csvFileRequired } },
    });
  });
});

describe('rows', () => {
  const withBadMiddle = csvFile([
    newRow({ name: 'Middle Test Falooda' }),
    newRow({ name: 'Middle Test Kulfi', price: 'cheap', category: 'Toys' }),
    newRow({ name: 'Middle Test Kheer' }),
  ]);

  it('previews a bad row in the middle with its row, column and message, writing nothing', async () => {
    const preview = await csv.imported(owner(), STORE_ID, withBadMiddle, { dryRun: true });
    expect(preview).toEqual({
      created: 2,
      updated: 0,
      failed: 1,
      errors: [
        { row: 3, field: 'category', message: MERCHANT_MESSAGES.productCategoryNotFound },
        { row: 3, field: 'price', message: MERCHANT_MESSAGES.productCostNotValid },
      ],
    });
    expect(await namesLike('Middle Test')).toEqual([]);
  });

  it('applies nothing of a file with a bad row: 400 import_failed with the same preview', async () => {
    const response = await csv.importCsv(owner(), STORE_ID, withBadMiddle);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; import: ProductImport } }>();
    expect(error).toMatchObject({
      code: 'import_failed',
      message: MERCHANT_MESSAGES.csvImportFailed,
    });
    expect(error.import).toMatchObject({ created: 2, failed: 1 });
    expect(await namesLike('Middle Test')).toEqual([]);
  });

  it('refuses a name twice in the file and a new row named like a product of the store', async () => {
    const file = csvFile([
      newRow({ name: 'Twice Sharbat' }),
      newRow({ name: 'twice sharbat ' }),
      newRow({ name: 'Sweet Lassi' }),
    ]);
    const preview = await csv.imported(owner(), STORE_ID, file, { dryRun: true });
    expect(preview).toEqual({
      created: 1,
      updated: 0,
      failed: 2,
      errors: [
        { row: 3, field: 'name', message: MERCHANT_MESSAGES.csvNameRepeated },
        { row: 4, field: 'name', message: MERCHANT_MESSAGES.csvNameInStore },
      ],
    });
  });

  it('refuses an unknown query_id, one repeated, and a blank name', async () => {
    const file = csvFile([
      newRow({ query_id: 'no-such-product', name: 'Ghost' }),
      newRow({ query_id: 'product-lassi', name: 'Sweet Lassi' }),
      newRow({ query_id: 'product-lassi', name: 'Sweet Lassi' }),
      newRow({ name: '  ' }),
    ]);
    const preview = await csv.imported(owner(), STORE_ID, file, { dryRun: true });
    expect(preview.errors).toEqual([
      { row: 2, field: 'query_id', message: MERCHANT_MESSAGES.csvUnknownProduct },
      { row: 4, field: 'query_id', message: MERCHANT_MESSAGES.csvQueryIdRepeated },
      { row: 5, field: 'name', message: MESSAGES.required },
    ]);
    expect(preview).toMatchObject({ created: 0, updated: 1, failed: 3 });
  });

  it('refuses a price under the product’s promotion', async () => {
    // Chicken Biryani Single has Rs 50.50 off.
    const file = csvFile([
      newRow({
        query_id: 'product-chickenBiryani',
        name: 'Chicken Biryani Single',
        category: 'Biryani & Rice',
        price: '40',
      }),
    ]);
    expect((await csv.imported(owner(), STORE_ID, file, { dryRun: true })).errors).toEqual([
      { row: 2, field: 'price', message: MERCHANT_MESSAGES.promotionAboveCost },
    ]);
  });

  it('lists at most 100 errors and counts every failed row', async () => {
    const rows = Array.from({ length: 150 }, (_, index) =>
      newRow({ name: `Cap ${index}`, price: 'x' }),
    );
    const preview = await csv.imported(owner(), STORE_ID, csvFile(rows), { dryRun: true });
    expect(preview.failed).toBe(150);
    expect(preview.errors).toHaveLength(100);
    expect(preview.errors[99]).toMatchObject({ row: 101 });
  });

  it('counts blank lines in row numbers, as a spreadsheet shows them', async () => {
    const file = `${csvFile([newRow({ name: 'Blank Line One' })])}\r\n,,,,,,,,,,,\r\n${csvFile([newRow({ name: 'Blank Line Two', quantity: '-1' })]).split('\r\n')[1]}\r\n`;
    expect((await csv.imported(owner(), STORE_ID, file, { dryRun: true })).errors).toEqual([
      { row: 5, field: 'quantity', message: MERCHANT_MESSAGES.productQuantityNotValid },
    ]);
  });
});

describe('applying', () => {
  it('creates and updates in one go, without a byte order mark too', async () => {
    const file = csvFile([
      newRow({
        name: 'Applied Falooda',
        category: 'desserts',
        price: '250',
        colors: 'Pink | White',
      }),
      newRow({
        query_id: 'product-chickenPulao',
        name: 'Chicken Pulao Special',
        category: 'Biryani & Rice',
        sub_category: 'pulao',
        price: '420',
        quantity: '',
        unlimited: 'true',
        active: 'no',
      }),
    ]);
    expect(await csv.imported(owner(), STORE_ID, file)).toEqual({
      created: 1,
      updated: 1,
      failed: 0,
      errors: [],
    });
    const [falooda] = (await products.listed(owner(), STORE_ID, '?query=Applied%20Falooda'))
      .products;
    expect(falooda).toMatchObject({
      name: 'Applied Falooda',
      category_name: 'Desserts',
      cost: 250,
      quantity: 5,
      is_active: true,
      colors: ['Pink', 'White'],
    });
    expect(await products.product(owner(), STORE_ID, 'product-chickenPulao')).toMatchObject({
      name: 'Chicken Pulao Special',
      sub_category_id: setup.fixture().subCategoryIds.pulao,
      cost: 420,
      quantity: 0,
      unlimited: true,
      is_active: false,
    });
  });

  it('keeps text that looks like a formula or markup as text', async () => {
    const name = '=HYPERLINK("http://evil.example","Click")';
    const description = "<script>alert(1)</script>'; drop table products; --";
    const file = csvFile([newRow({ name, description, brand: '@brand' })]);
    expect(await csv.imported(owner(), STORE_ID, file)).toMatchObject({ created: 1 });
    const [product] = (await products.listed(owner(), STORE_ID, '?query=HYPERLINK')).products;
    expect(product).toMatchObject({ name, description, brand: '@brand' });
    expect(await csv.exported(owner(), STORE_ID)).toContain(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
  });
});
