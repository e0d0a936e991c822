import type { Readable } from 'node:stream';
import {
  PRODUCT_CSV_FIELD,
  PRODUCT_CSV_ROWS_MAX,
  isProductCsvHeader,
  spreadsheetRowOf,
} from '@sauda/domain';
import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import {
  csvFileRequired,
  csvHeaderNotValid,
  csvNoProducts,
  csvTooManyRows,
} from './product-csv-errors.js';

/** Takes one data row: its cells and its line as a spreadsheet numbers it (header = 1). */
export type ProductCsvRowSink = (cells: string[], row: number) => void;
/** Reads the uploaded file's data rows into the sink, one at a time. */
export type ReadProductCsv = (sink: ProductCsvRowSink) => Promise<void>;

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Parses a CSV stream chunk by chunk (papaparse reading the Node stream), so only the chunk
 * at hand is in memory, never the file. The stream is always read to its end, also once the
 * file is known to be refused: stopping early would leave the rest of the request unread.
 * Blank rows are skipped yet counted, so row numbers stay those a spreadsheet shows.
 */
export async function readProductCsvRows(source: Readable, sink: ProductCsvRowSink): Promise<void> {
  source.setEncoding('utf8');
  let lines = 0;
  let header: boolean | undefined;
  let dataRows = 0;
  const take = (cells: string[]) => {
    const index = lines;
    lines += 1;
    if (isBlank(cells)) return;
    if (header === undefined) {
      // The header must be the first row, as a spreadsheet shows it.
      header = index === 0 && isProductCsvHeader(cells);
      return;
    }
    dataRows += 1;
    if (header && dataRows <= PRODUCT_CSV_ROWS_MAX) sink(cells, spreadsheetRowOf(index - 1));
  };
  // The chunk callback rather than papaparse's Duplex: the Duplex pauses and resumes (3 ms a
  // time) every 16 rows, which made 10,000 rows take seconds and a file of blank lines minutes.
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[], Readable>(source, {
      delimiter: ',',
      quoteChar: '"',
      chunk: (results) => {
        for (const cells of results.data) take(cells);
      },
      complete: () => resolve(),
      error: (error) => reject(error),
    });
  });
  if (header === undefined) throw csvNoProducts();
  if (!header) throw csvHeaderNotValid();
  if (dataRows === 0) throw csvNoProducts();
  if (dataRows > PRODUCT_CSV_ROWS_MAX) throw csvTooManyRows();
}

/** The request's CSV in the `file` field (DESIGN §3a); the size limit is the app's, 5 MB. */
export function readProductCsvUpload(request: FastifyRequest): ReadProductCsv {
  return async (sink) => {
    const part = await request.file();
    if (!part) throw csvFileRequired();
    if (part.fieldname !== PRODUCT_CSV_FIELD) {
      part.file.resume();
      throw csvFileRequired();
    }
    await readProductCsvRows(part.file, sink);
    // Over the upload limit the stream just ends early: the rows read are not the file.
    if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  };
}
