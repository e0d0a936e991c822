import { count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { companies, formSubmissions, users } from '../../../db/schema/index.js';
import { applicationsWhere, type ApplicationFilters } from './application-filters.js';

export type SubmissionRow = typeof formSubmissions.$inferSelect;

/** A submission with the store it opened and who reviewed it. */
export interface ApplicationRow {
  submission: SubmissionRow;
  store: { queryId: string; name: string; isActive: boolean } | null;
  reviewer: { id: number; fullName: string | null } | null;
}

const applicationColumns = {
  submission: formSubmissions,
  store: { queryId: companies.queryId, name: companies.name, isActive: companies.isActive },
  reviewer: { id: users.id, fullName: users.fullName },
};

function selectApplications(db: AppDb) {
  return db
    .select(applicationColumns)
    .from(formSubmissions)
    .leftJoin(companies, eq(companies.id, formSubmissions.companyId))
    .leftJoin(users, eq(users.id, formSubmissions.reviewedBy))
    .$dynamic();
}

const newestFirst = [desc(formSubmissions.createdAt), desc(formSubmissions.id)];

/** One page of the inbox, newest first; every row when `page` is left out (the export). */
export function findApplications(
  db: AppDb,
  filters: ApplicationFilters,
  page?: { limit: number; offset: number },
): Promise<ApplicationRow[]> {
  const query = selectApplications(db)
    .where(applicationsWhere(filters))
    .orderBy(...newestFirst);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countApplications(db: AppDb, filters: ApplicationFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .where(applicationsWhere(filters));
  return row?.n ?? 0;
}

export async function findApplication(
  db: AppDb,
  queryId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(db).where(eq(formSubmissions.queryId, queryId)).limit(1);
  return row;
}

/** Holds the submission's row until the transaction ends: one decision at a time. */
export async function lockApplication(
  tx: AppDb,
  queryId: string,
): Promise<SubmissionRow | undefined> {
  const [row] = await tx
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.queryId, queryId))
    .for('update');
  return row;
}

export interface ApplicationDecision {
  status: SubmissionRow['status'];
  reviewedAt: Date;
  reviewedBy: number;
  companyId?: number;
}

export async function saveApplicationDecision(
  tx: AppDb,
  id: number,
  decision: ApplicationDecision,
): Promise<void> {
  await tx.update(formSubmissions).set(decision).where(eq(formSubmissions.id, id));
}
