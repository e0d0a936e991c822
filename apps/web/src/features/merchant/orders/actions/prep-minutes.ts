import { PREP_MINUTES_MAX, PREP_MINUTES_MIN } from '@sauda/domain';

/** The quick picks of the Accept dialog, minutes. */
export const PREP_QUICK_PICKS = Object.freeze([10, 15, 20, 30, 45] as const);

/** The store's usual time as the dialog's first value; nothing when it is not known. */
export function defaultPrepText(storeMinutes: number | undefined): string {
  if (storeMinutes === undefined || !Number.isFinite(storeMinutes)) return '';
  const whole = Math.round(storeMinutes);
  return String(Math.min(PREP_MINUTES_MAX, Math.max(PREP_MINUTES_MIN, whole)));
}

/** The typed minutes as a number for the body; NaN for text that is not one (refused). */
export function prepMinutesOf(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
