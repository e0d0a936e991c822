import { csvLine, guardCsvCell, UTF8_BOM, type ApplicationSummary } from '@sauda/domain';

const COLUMNS = [
  'id',
  'kind',
  'status',
  'name',
  'mobile',
  'email',
  'city',
  'created_at',
  'reviewed_at',
  'store',
] as const;

function cellsOf(application: ApplicationSummary): string[] {
  return [
    application.id,
    application.kind,
    application.status,
    application.name ?? '',
    application.mobile_number ?? '',
    application.email ?? '',
    application.city ?? '',
    application.created_at,
    application.reviewed_at ?? '',
    application.store?.name ?? '',
  ].map(guardCsvCell);
}

/** The inbox as a spreadsheet: the list's columns, UTF-8 with a byte order mark, CRLF. */
export function applicationsCsv(applications: readonly ApplicationSummary[]): string {
  return UTF8_BOM + csvLine(COLUMNS) + applications.map((row) => csvLine(cellsOf(row))).join('');
}
