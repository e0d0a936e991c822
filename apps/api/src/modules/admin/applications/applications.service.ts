import {
  APPLICATIONS_PAGE_SIZE,
  type Application,
  type ApplicationsQuery,
  type ApplicationSummary,
  type Pagination,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import { assertOperator, type Operator } from '../operator-access.js';
import type { ApplicationFilters } from './application-filters.js';
import { applicationNotFound } from './application-errors.js';
import { toApplicationJson, toApplicationSummaryJson } from './application-json.js';
import { applicationsCsv } from './applications-csv.js';
import { countApplications, findApplication, findApplications } from './applications.repository.js';

export interface ApplicationsPage {
  applications: ApplicationSummary[];
  pagination: Pagination;
}

/** GET admin/applications: the inbox, newest first, 25 a page. */
export async function listApplications(
  db: AppDb,
  actor: Operator,
  { page, ...filters }: ApplicationsQuery,
): Promise<ApplicationsPage> {
  assertOperator(actor);
  const perPage = APPLICATIONS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    findApplications(db, filters, { limit: perPage, offset: (page - 1) * perPage }),
    countApplications(db, filters),
  ]);
  return {
    applications: rows.map(toApplicationSummaryJson),
    pagination: {
      page,
      per_page: perPage,
      total_items: total,
      total_pages: Math.ceil(total / perPage),
    },
  };
}

/** GET admin/applications/export: every row the filters find, as CSV. */
export async function exportApplications(
  db: AppDb,
  actor: Operator,
  filters: ApplicationFilters,
): Promise<string> {
  assertOperator(actor);
  const rows = await findApplications(db, filters);
  return applicationsCsv(rows.map(toApplicationSummaryJson));
}

/** GET admin/applications/{id}: every field as sent, the files by their operator-only URL. */
export async function getApplication(
  db: AppDb,
  actor: Operator,
  queryId: string,
): Promise<Application> {
  assertOperator(actor);
  const row = await findApplication(db, queryId);
  if (!row) throw applicationNotFound();
  return toApplicationJson(row);
}
