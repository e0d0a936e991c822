const KARACHI_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Karachi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-11-23": the day in Karachi, where orders are placed and receipts dated. */
export function karachiDate(instant: Date): string {
  return KARACHI_DATE.format(instant);
}

/** SPEC §4: the receipt is saved as invoice-receipt-{YYYY-MM-DD}.pdf, dated by the order. */
export function receiptFileName(
  placedAt: string | null | undefined,
  now: Date = new Date(),
): string {
  const placed = placedAt ? new Date(placedAt) : now;
  const day = Number.isNaN(placed.getTime()) ? now : placed;
  return `invoice-receipt-${karachiDate(day)}.pdf`;
}
