import { randomBytes } from 'node:crypto';
import type { AppDb } from '../../../db/client.js';
import { slugify } from '../../media/art-urls.js';
import { inviteToStore } from '../../merchant/staff/store-invitations.js';
import type { Operator } from '../operator-access.js';
import { industryRequired } from './application-errors.js';
import type { SubmissionRow } from './applications.repository.js';
import { cityCentre } from './city-centres.js';
import {
  findIndustryIdByName,
  industryExists,
  insertDraftStore,
  type DraftStoreRow,
} from './draft-store.repository.js';

type Payload = Record<string, unknown>;

const text = (payload: Payload, field: string): string | null => {
  const value = payload[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** The operator's choice, else the industry the applicant's category names; else a 400. */
async function industryOf(
  tx: AppDb,
  category: string | null,
  chosen: number | undefined,
): Promise<number> {
  if (chosen !== undefined) {
    if (await industryExists(tx, chosen)) return chosen;
    throw industryRequired();
  }
  const matched = category ? await findIndustryIdByName(tx, category) : undefined;
  if (matched === undefined) throw industryRequired();
  return matched;
}

/** Slugs are not unique in the schema; a short random tail keeps two namesakes apart. */
function draftSlug(name: string): string {
  return `${slugify(name) || 'store'}-${randomBytes(3).toString('hex')}`;
}

export interface OpenedStore extends DraftStoreRow {
  /** The applicant's number, invited as owner: tell it by SMS once committed. */
  ownerMobileNumber: string;
}

/**
 * Accepting a merchant application, in the caller's transaction: its business becomes a draft
 * store placed at the city's centre, and the applicant's number is invited as its owner.
 */
export async function openDraftStore(
  tx: AppDb,
  operator: Operator,
  submission: SubmissionRow,
  industryId: number | undefined,
): Promise<OpenedStore> {
  const payload = (submission.payload ?? {}) as Payload;
  const name = text(payload, 'business_name') ?? 'New store';
  const mobileNumber = submission.mobileNumber ?? text(payload, 'mobile_number');
  if (!mobileNumber) throw new Error(`merchant application ${submission.id} has no mobile number`);
  const city = text(payload, 'city');
  const store = await insertDraftStore(tx, {
    industryId: await industryOf(tx, text(payload, 'business_category'), industryId),
    name,
    slug: draftSlug(name),
    phone: mobileNumber,
    addressLine: text(payload, 'address'),
    city,
    ...cityCentre(city),
  });
  await inviteToStore(tx, {
    companyId: store.id,
    mobileNumber,
    role: 'owner',
    invitedBy: operator.id,
  });
  return { ...store, ownerMobileNumber: mobileNumber };
}
