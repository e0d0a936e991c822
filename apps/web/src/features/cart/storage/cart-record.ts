import { z } from 'zod';
import { inAddedOrder, type CartLine } from '../cart-line';
import { cartLineSchema } from './cart-line-schema';

/** What one entry of the store holds (SPEC §3: a wrapper with a data object, keyed by id). */
export interface CartRecord {
  id: string;
  data: CartLine;
}

const cartRecordSchema = z.object({ id: z.string(), data: cartLineSchema });

export function toCartRecord(line: CartLine): CartRecord {
  return { id: line.uniqueId, data: line };
}

/** The line in a stored entry; undefined for an entry this version cannot read. */
export function lineOfRecord(record: unknown): CartLine | undefined {
  const parsed = cartRecordSchema.safeParse(record);
  return parsed.success ? parsed.data.data : undefined;
}

/** Every readable line, oldest first; unreadable entries are left out rather than crash. */
export function linesOfRecords(records: readonly unknown[]): CartLine[] {
  return inAddedOrder(records.map(lineOfRecord).filter((line) => line !== undefined));
}
