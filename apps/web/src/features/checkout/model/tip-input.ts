import { MAX_TIP_RUPEES, keepWholeNumber, tipSchema } from '@sauda/domain';

const MAX_TIP_DIGITS = String(MAX_TIP_RUPEES).length;

/** The tip box takes whole numbers only (SPEC §5): every other character is dropped. */
export function filterTipInput(text: string): string {
  const digits = keepWholeNumber(text).slice(0, MAX_TIP_DIGITS);
  // "007" reads as 7; an emptied box stays empty (no tip).
  return digits === '' ? '' : String(Number(digits));
}

/** The tip in whole rupees for the box's text; 0 for an empty or broken box. */
export function tipRupees(text: string): number {
  const parsed = tipSchema.safeParse(text);
  return parsed.success ? parsed.data : 0;
}
