import { receiptFileName as fileNameForDay } from '@sauda/domain';

/** SPEC §4: the receipt is saved as invoice-receipt-{YYYY-MM-DD}.pdf, dated by the order. */
export function receiptFileName(
  placedAt: string | null | undefined,
  now: Date = new Date(),
): string {
  const placed = placedAt ? new Date(placedAt) : now;
  return fileNameForDay(Number.isNaN(placed.getTime()) ? now : placed);
}
