import { karachiDate, karachiTime } from '@sauda/domain';

// What a datetime-local box gives back: a date and a time, seconds optional.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const KARACHI_OFFSET = '+05:00';

/**
 * An instant as a datetime-local box shows it ("2026-12-01T09:00"), on Karachi's clock
 * whatever the browser's own time zone; '' for none.
 */
export function karachiInputValue(instant: string | null): string {
  if (instant === null) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return `${karachiDate(at)}T${karachiTime(at)}`;
}

/**
 * What was typed in a datetime-local box, read as Karachi time: "2026-12-01T09:00" →
 * "2026-12-01T09:00:00+05:00"; an empty box is no date (null). Anything else is passed on as
 * typed, for the domain schema to refuse with its own message.
 */
export function instantFromKarachiInput(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (!LOCAL_DATE_TIME.test(typed)) return typed;
  const withSeconds = typed.length === 16 ? `${typed}:00` : typed;
  return `${withSeconds}${KARACHI_OFFSET}`;
}
