// The products CSV import section of docs/BENCHMARKS.md, between markers so that
// `npm run bench -- --only import` can rewrite it alone.
import { IMPORT_TARGETS } from './product-import.mjs';
import { replaceMarkedSection } from './marked-section.mjs';

export const IMPORT_SECTION_START = '<!-- product-import:start -->';
export const IMPORT_SECTION_END = '<!-- product-import:end -->';

const mark = (seconds) => (seconds < IMPORT_TARGETS.seconds ? 'met' : '**missed**');

function row(name, { dryRunSeconds, applySeconds, result }) {
  const counts = `${result.created.toLocaleString('en')} created, ${result.updated.toLocaleString('en')} updated`;
  return `| ${name} | ${counts} | ${dryRunSeconds} | ${applySeconds} | ${mark(dryRunSeconds)} / ${mark(applySeconds)} |`;
}

function body(result) {
  if (!result)
    return 'Skipped: no PostgreSQL binaries under `/usr/lib/postgresql` on this machine.';
  return [
    `${result.store}, the demo owner's store, in a database of its own on the throwaway cluster after`,
    `the demo seed. The owner (Bearer session) sends a file of ${result.rows.toLocaleString('en')} new products`,
    `(${(result.fileBytes / 1024 / 1024).toFixed(1)} MB: byte order mark, CRLF, quoted names with commas and quotes, colours`,
    'and sizes) to `POST /api/v1/merchant/stores/{id}/products/import`, first with `dry_run=true`,',
    'then to apply it. It then exports the store',
    `(\`GET …/products/export\`, ${result.exportedRows.toLocaleString('en')} rows in ${result.exportSeconds} s), raises the price of the`,
    `${result.rows.toLocaleString('en')} new products in the file by Rs 10 and imports it again: every row an update.`,
    'Each time is one request from sending the file until its answer (Node fetch on loopback).',
    `Measured on ${result.date}: ${result.machine.cpu}, ${result.machine.memory}, Node ${result.machine.node},`,
    `load average ${result.machine.load} when it started.`,
    '',
    '| file | answer | dry run s | apply s | target |',
    '|---|---|---:|---:|---|',
    row(`${result.rows.toLocaleString('en')} new products`, result.create),
    row(`${result.rows.toLocaleString('en')} changed prices`, result.update),
    '',
    'The file is parsed as it arrives (papaparse on the multipart stream); the rows kept for the',
    'write are the checked products, and the write is one transaction of 500-row INSERTs or',
    '`UPDATE … FROM (VALUES …)`.',
  ].join('\n');
}

/** `result` from measureProductImport, or null when there is no PostgreSQL. */
export function productImportSection(result) {
  return [
    IMPORT_SECTION_START,
    '## Products CSV import (PostgreSQL 15)',
    '',
    `Target: a file of 10,000 products checked, and applied, in under ${IMPORT_TARGETS.seconds} s each.`,
    '',
    body(result),
    '',
    'Command: `npm run bench` (everything) or `npm run bench -- --only import` (this section).',
    IMPORT_SECTION_END,
  ].join('\n');
}

/** Puts `section` in place of the previous import section of `markdown`, or at its end. */
export function replaceProductImportSection(markdown, section) {
  return replaceMarkedSection(markdown, section, {
    start: IMPORT_SECTION_START,
    end: IMPORT_SECTION_END,
  });
}
