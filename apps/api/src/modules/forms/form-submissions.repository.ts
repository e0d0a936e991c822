import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { FormType } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { formSubmissions } from '../../db/schema/index.js';

export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type NewFormSubmission = Omit<typeof formSubmissions.$inferInsert, 'id'>;

/** A stored file of a submission, as kept in its `files` column. */
export interface StoredFormFile {
  field: string;
  key: string;
  name: string;
  type: string;
  size: number;
}

/**
 * Holds a transaction-level lock on one form and dedupe key until the transaction ends, so
 * that two identical submissions at once run one after the other and the second sees the first.
 */
export async function lockDedupeKey(db: AppDb, form: FormType, dedupeKey: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`form_submissions:${form}:${dedupeKey}`}, 0))`,
  );
}

/** The latest submission of the form with this key, received after `since` (any time when null). */
export async function findLatestSubmission(
  db: AppDb,
  form: FormType,
  dedupeKey: string,
  since: Date | null,
): Promise<FormSubmissionRow | undefined> {
  const conditions: SQL[] = [
    eq(formSubmissions.form, form),
    eq(formSubmissions.dedupeKey, dedupeKey),
  ];
  if (since) conditions.push(gt(formSubmissions.createdAt, since));
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(and(...conditions))
    .orderBy(desc(formSubmissions.createdAt))
    .limit(1);
  return row;
}

export async function insertSubmission(
  db: AppDb,
  values: NewFormSubmission,
): Promise<FormSubmissionRow> {
  const [row] = await db.insert(formSubmissions).values(values).returning();
  if (!row) throw new Error(`the ${values.form} submission was not inserted`);
  return row;
}
