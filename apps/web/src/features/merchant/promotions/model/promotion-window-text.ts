import { karachiDate, karachiLongDate } from '@sauda/domain';
import type { TFunction } from 'i18next';

/** "1 Dec" within the year it is now in Karachi, "1 Dec 2027" beyond it. */
export function shortKarachiDate(instant: string, now: Date): string {
  const at = new Date(instant);
  const long = karachiLongDate(at);
  const sameYear = karachiDate(at).slice(0, 4) === karachiDate(now).slice(0, 4);
  return sameYear ? long.replace(/ \d{4}$/, '') : long;
}

/**
 * When a voucher or a discount runs, in a few words: "1 Dec – 31 Dec", "From 1 Dec",
 * "Until 31 Dec" or "No end date" (a missing start means it runs already).
 */
export function windowText(
  t: TFunction,
  startsAt: string | null,
  endsAt: string | null,
  now: Date = new Date(),
): string {
  const from = startsAt === null ? null : shortKarachiDate(startsAt, now);
  const to = endsAt === null ? null : shortKarachiDate(endsAt, now);
  if (from !== null && to !== null) return t('merchantPromotions.window.between', { from, to });
  if (from !== null) return t('merchantPromotions.window.from', { from });
  if (to !== null) return t('merchantPromotions.window.until', { to });
  return t('merchantPromotions.window.always');
}
