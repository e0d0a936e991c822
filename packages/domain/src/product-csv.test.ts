import { describe, expect, it } from 'vitest';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { MESSAGES } from './messages.js';
import {
  PRODUCT_CSV_COLUMNS,
  isProductCsvHeader,
  productImportQuerySchema,
  spreadsheetRowOf,
} from './product-csv.js';
import { readProductCsvRow, type ProductCsvCategories } from './product-csv-row.js';
import { csvLine, guardCsvCell, unguardCsvCell } from './csv-write.js';
import { productCsvCells, type ProductCsvSource } from './product-csv-write.js';

const CATEGORIES: ProductCsvCategories = new Map([
  ['drinks', { id: 7, subCategories: new Map([['cold', 71]]) }],
  ['مٹھائی', { id: 8, subCategories: new Map() }],
]);

const PRODUCT: ProductCsvSource = {
  query_id: 'p-1',
  name: 'Lassi, "sweet"',
  category: 'Drinks',
  sub_category: 'Cold',
  brand: null,
  description: 'Line one\nline two',
  cost: 120.5,
  quantity: 4,
  unlimited: false,
  is_active: true,
  colors: ['Red', 'Green'],
  sizes: [],
};

const row = (overrides: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>) => {
  const cells = productCsvCells(PRODUCT);
  for (const [column, value] of Object.entries(overrides)) {
    cells[PRODUCT_CSV_COLUMNS.indexOf(column as (typeof PRODUCT_CSV_COLUMNS)[number])] = value;
  }
  return cells;
};

describe('the header', () => {
  it('is the columns in order, any case, with or without a byte order mark', () => {
    expect(isProductCsvHeader([...PRODUCT_CSV_COLUMNS])).toBe(true);
    expect(isProductCsvHeader(['\uFEFFQuery_ID ', ...PRODUCT_CSV_COLUMNS.slice(1)])).toBe(true);
  });

  it('refuses a missing, extra or moved column', () => {
    expect(isProductCsvHeader(PRODUCT_CSV_COLUMNS.slice(1))).toBe(false);
    expect(isProductCsvHeader([...PRODUCT_CSV_COLUMNS, 'cost'])).toBe(false);
    expect(isProductCsvHeader(['name', 'query_id', ...PRODUCT_CSV_COLUMNS.slice(2)])).toBe(false);
  });

  it('counts rows as a spreadsheet does and reads dry_run', () => {
    expect(spreadsheetRowOf(0)).toBe(2);
    expect(productImportQuerySchema.parse({}).dry_run).toBe(false);
    expect(productImportQuerySchema.parse({ dry_run: 'true' }).dry_run).toBe(true);
  });
});

describe('writing', () => {
  it('writes yes/no, rupees with 2 decimals, lists joined by |', () => {
    expect(productCsvCells(PRODUCT)).toEqual([
      'p-1',
      'Lassi, "sweet"',
      'Drinks',
      'Cold',
      '',
      'Line one\nline two',
      '120.50',
      '4',
      'no',
      'yes',
      'Red|Green',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks and ends lines in CRLF', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'x\ny'])).toBe('a,"b,c","say ""hi""","x\ny"\r\n');
  });

  it('guards formula-looking cells and gives them back on import', () => {
    for (const text of ['=SUM(A1)', '+92 300', '-5', '@cmd', "'=already"]) {
      expect(guardCsvCell(text)).toBe(`'${text}`);
      expect(unguardCsvCell(guardCsvCell(text))).toBe(text);
    }
    expect(guardCsvCell("Ali's")).toBe("Ali's");
    expect(unguardCsvCell("'quoted'")).toBe("'quoted'");
  });
});

describe('reading a row', () => {
  it('reads a written product back (Urdu, quotes, case of the category)', () => {
    const read = readProductCsvRow(
      row({ name: 'گلاب جامن "خاص"', category: 'DRINKS' }),
      CATEGORIES,
    );
    expect(read).toEqual({
      ok: true,
      queryId: 'p-1',
      body: {
        name: 'گلاب جامن "خاص"',
        category_id: 7,
        sub_category_id: 71,
        brand: null,
        description: 'Line one\nline two',
        cost: 120.5,
        quantity: 4,
        unlimited: false,
        is_active: true,
        colors: ['Red', 'Green'],
        sizes: [],
      },
    });
  });

  it('takes a blank query_id as new and accepts true/false, 1/0 and blank defaults', () => {
    const read = readProductCsvRow(
      row({ query_id: ' ', unlimited: 'TRUE', active: '', quantity: '', sub_category: '' }),
      CATEGORIES,
    );
    expect(read).toMatchObject({
      ok: true,
      queryId: null,
      body: { unlimited: true, is_active: true, quantity: 0, sub_category_id: null },
    });
    expect(readProductCsvRow(row({ active: '0' }), CATEGORIES)).toMatchObject({
      body: { is_active: false },
    });
  });

  it('strips the formula guard from a name', () => {
    expect(readProductCsvRow(row({ name: "'=HYPERLINK(x)" }), CATEGORIES)).toMatchObject({
      body: { name: '=HYPERLINK(x)' },
    });
  });

  it('names every refused cell by its column, with the form’s messages', () => {
    const read = readProductCsvRow(
      row({ name: '', category: 'Toys', price: '12.345', quantity: 'many', active: 'maybe' }),
      CATEGORIES,
    );
    expect(read).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: MESSAGES.required },
        { field: 'category', message: MERCHANT_MESSAGES.productCategoryNotFound },
        { field: 'price', message: MERCHANT_MESSAGES.productCostNotValid },
        { field: 'quantity', message: MERCHANT_MESSAGES.productQuantityNotValid },
        { field: 'active', message: MERCHANT_MESSAGES.csvYesNo },
      ],
    });
  });

  it('refuses an unknown sub-category, a blank price and a row of the wrong length', () => {
    expect(readProductCsvRow(row({ sub_category: 'Hot', price: '' }), CATEGORIES)).toEqual({
      ok: false,
      errors: [
        { field: 'sub_category', message: MERCHANT_MESSAGES.csvSubCategoryNotFound },
        { field: 'price', message: MERCHANT_MESSAGES.productCostNotValid },
      ],
    });
    expect(readProductCsvRow(['p-1', 'Lassi'], CATEGORIES)).toEqual({
      ok: false,
      errors: [{ field: null, message: MERCHANT_MESSAGES.csvRowNotReadable }],
    });
  });
});
