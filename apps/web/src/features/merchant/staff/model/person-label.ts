import type { StaffMember, StoreActivityEntry } from '@sauda/domain';
import type { TFunction } from 'i18next';
import { displayNumber } from '../../../auth';

/** "+923001234567" → "+92 300 1234567"; anything else (a name) as it is. */
export function readableSubject(subject: string): string {
  return /^\+92\d{10}$/.test(subject) ? displayNumber(subject) : subject;
}

/** A person's line title: their name, or "Invited" for a number without an account yet. */
export function memberName(t: TFunction, member: StaffMember): string {
  return member.full_name ?? t('merchantStaff.people.invitedName');
}

/** Who a log line names: the name, else the number, else Sauda itself (nobody did it). */
export function actorLabel(t: TFunction, actor: StoreActivityEntry['actor']): string {
  if (actor === null) return t('merchantStaff.activity.system');
  if (actor.full_name) return actor.full_name;
  if (actor.mobile_number) return displayNumber(actor.mobile_number);
  return t('merchantStaff.activity.someone');
}
