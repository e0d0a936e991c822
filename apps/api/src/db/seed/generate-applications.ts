import { dedupeKeyOf } from '../../modules/forms/form-dedupe.js';
import { formSubmissions } from '../schema/index.js';
import type { SeedDb } from './batch-insert.js';
import { SAMPLE_APPLICATIONS, type ApplicationSeed } from './data/applications.js';
import { seededQueryId } from './random.js';

const HOUR = 60 * 60 * 1000;

const text = (sample: ApplicationSeed, field: string): string | null => {
  const value = sample.payload[field];
  return typeof value === 'string' ? value : null;
};

/** The key the forms module gives a live submission, so a repeat of a sample is caught too. */
function dedupeKey(sample: ApplicationSeed): string {
  // The samples are written as each form's values; the rules' types cannot see that.
  return dedupeKeyOf(sample.form, sample.payload as never);
}

/** The sample inbox; a reviewed one was reviewed by the demo operator an hour after it came. */
export async function seedApplications(db: SeedDb, operatorId: number, now: Date): Promise<number> {
  await db.insert(formSubmissions).values(
    SAMPLE_APPLICATIONS.map((sample, index) => {
      const createdAt = new Date(now.getTime() - sample.hoursAgo * HOUR);
      const reviewed = sample.status === 'reviewed';
      return {
        queryId: seededQueryId('application', index + 1),
        form: sample.form,
        payload: sample.payload,
        mobileNumber: text(sample, 'mobile_number'),
        email: text(sample, 'email'),
        dedupeKey: dedupeKey(sample),
        status: sample.status,
        reviewedAt: reviewed ? new Date(createdAt.getTime() + HOUR) : null,
        reviewedBy: reviewed ? operatorId : null,
        createdAt,
      };
    }),
  );
  return SAMPLE_APPLICATIONS.length;
}
