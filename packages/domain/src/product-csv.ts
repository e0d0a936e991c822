/**
 * A store's products as a CSV file (DESIGN §3a): the columns the export writes and the import
 * reads, the file's limits, and the import's answer. Reading a row is product-csv-row.ts,
 * writing one product-csv-write.ts.
 */
import { z } from 'zod';

/** The header row, word for word and in this order. */
export const PRODUCT_CSV_COLUMNS = Object.freeze([
  'query_id',
  'name',
  'category',
  'sub_category',
  'brand',
  'description',
  'price',
  'quantity',
  'unlimited',
  'active',
  'colors',
  'sizes',
] as const);
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Data rows per file; a longer file is refused whole. */
export const PRODUCT_CSV_ROWS_MAX = 10_000;
/** The upload limit of the API (its multipart limit), said here so the web can check first. */
export const PRODUCT_CSV_BYTES_MAX = 5 * 1024 * 1024;
/** Row errors listed in an answer; `failed` still counts every failed row. */
export const PRODUCT_CSV_ERRORS_MAX = 100;
/** The multipart field of the file. */
export const PRODUCT_CSV_FIELD = 'file';
/** Colours and sizes share one cell, joined by this. */
export const PRODUCT_CSV_LIST_SEPARATOR = '|';
/** Excel reads a UTF-8 file as UTF-8 (Urdu intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * The header row is right when its cells are the columns in order; spaces around a name, its
 * case and a byte order mark in the first cell do not matter.
 */
export function isProductCsvHeader(cells: readonly string[]): boolean {
  const names = cells.map((cell, index) =>
    (index === 0 ? cell.replace(/^\uFEFF/, '') : cell).trim().toLowerCase(),
  );
  return (
    names.length === PRODUCT_CSV_COLUMNS.length &&
    PRODUCT_CSV_COLUMNS.every((column, index) => names[index] === column)
  );
}

/** The line number a spreadsheet shows for a data row: the header is 1, the first product 2. */
export const spreadsheetRowOf = (dataRowIndex: number) => dataRowIndex + 2;

/** POST …/products/import?dry_run=true previews; without it a good file is applied. */
export const productImportQuerySchema = z.object({
  dry_run: z.stringbool().default(false),
});
export type ProductImportQuery = z.infer<typeof productImportQuerySchema>;

/** One refused cell: `field` is the column, null when the whole row is unreadable. */
export const productImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.enum(PRODUCT_CSV_COLUMNS).nullable(),
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

/** What an import did (or, in a dry run, would do). */
export const productImportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  errors: z.array(productImportErrorSchema),
});
export type ProductImport = z.infer<typeof productImportSchema>;
export const productImportResponseSchema = z.object({ import: productImportSchema });
export type ProductImportResponse = z.infer<typeof productImportResponseSchema>;
