/**
 * Karachi's wall clock (Asia/Karachi): Pakistan keeps UTC+5 all year, so shifting an instant by
 * the offset gives a Date whose UTC fields are the local date and time. Invoices, receipts and
 * the receipt's file name read dates through these functions.
 */
import { KARACHI_UTC_OFFSET_MINUTES } from './store-hours.js';

const MS_PER_MINUTE = 60_000;

/** A Date whose UTC fields show Karachi's wall clock at `at`. */
export function karachiWallClock(at: Date): Date {
  return new Date(at.getTime() + KARACHI_UTC_OFFSET_MINUTES * MS_PER_MINUTE);
}

/** "2026-11-23" */
export function karachiDate(at: Date): string {
  return karachiWallClock(at).toISOString().slice(0, 10);
}

/** "18:05" */
export function karachiTime(at: Date): string {
  return karachiWallClock(at).toISOString().slice(11, 16);
}

/** SPEC §4: a receipt downloads as invoice-receipt-{date}.pdf, dated by the order's placing. */
export function receiptFileName(placedAt: Date): string {
  return `invoice-receipt-${karachiDate(placedAt)}.pdf`;
}
