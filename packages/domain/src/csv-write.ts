/**
 * Writing any CSV the back office hands out (products, ledger, P&L): a line as RFC 4180 quotes
 * it, CRLF as Excel writes. A cell a spreadsheet would run as a formula is written with a
 * leading quote (OWASP, CSV injection); an import takes that quote away again, so the text
 * survives a round trip as typed.
 */

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
