/**
 * Writing a products CSV: one product's cells and a line as RFC 4180 quotes it. A cell a
 * spreadsheet would run as a formula is written with a leading quote (OWASP, CSV injection);
 * the import takes that quote away again, so the text survives a round trip as typed.
 */
import { PRODUCT_CSV_LIST_SEPARATOR } from './product-csv.js';

/** What a spreadsheet starts a formula with (tab and carriage return too, per OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** One or more quotes before a formula start: a guarded cell, or a text that looks like one. */
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * `=SUM(A1)` → `'=SUM(A1)`: shown as text by Excel, LibreOffice and Google Sheets. A text that
 * already looks guarded gets a quote too, so the import's unguarding gives it back as it was.
 */
export function guardCsvCell(text: string): string {
  return FORMULA_START.test(text) || GUARDED.test(text) ? `'${text}` : text;
}

/** The guard's quote taken away; a quote before anything else is the merchant's own. */
export function unguardCsvCell(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}

/** Quotes a cell that holds a quote, comma or line break (or spaces at its ends). */
function quoteCsvCell(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of the file, ending in CRLF as Excel writes. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(quoteCsvCell).join(',')}\r\n`;
}

/** A product as the export reads it, names of its category and sub-category included. */
export interface ProductCsvSource {
  query_id: string;
  name: string;
  category: string;
  sub_category: string | null;
  brand: string | null;
  description: string | null;
  /** Rupees. */
  cost: number;
  quantity: number;
  unlimited: boolean;
  is_active: boolean;
  colors: readonly string[];
  sizes: readonly string[];
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The product's cells in PRODUCT_CSV_COLUMNS order, guarded against formulas. */
export function productCsvCells(product: ProductCsvSource): string[] {
  return [
    product.query_id,
    product.name,
    product.category,
    product.sub_category ?? '',
    product.brand ?? '',
    product.description ?? '',
    product.cost.toFixed(2),
    String(product.quantity),
    yesNo(product.unlimited),
    yesNo(product.is_active),
    product.colors.join(PRODUCT_CSV_LIST_SEPARATOR),
    product.sizes.join(PRODUCT_CSV_LIST_SEPARATOR),
  ].map(guardCsvCell);
}
