import { receiptFileName } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import { renderReceiptPdf } from './receipt-document.js';
import { invoiceNotFound, receiptNotReady } from './receipt-errors.js';
import { toReceiptData } from './receipt-view.js';
import { findOwnReceiptInvoice, listReceiptItems } from './receipts.repository.js';

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

/** The receipt of the user's placed invoice; another user's answers as not found. */
export async function receiptOf(
  db: AppDb,
  actor: { id: number },
  invoiceQueryId: string,
): Promise<ReceiptFile> {
  const record = await findOwnReceiptInvoice(db, invoiceQueryId, actor.id);
  if (!record) throw invoiceNotFound();
  const { status, placedAt, shortOrderId } = record.invoice;
  if (status !== 'placed' || !placedAt || !shortOrderId) throw receiptNotReady();
  const items = await listReceiptItems(db, record.invoice.id);
  const data = toReceiptData(record, items, { orderNumber: shortOrderId, placedAt });
  return { fileName: receiptFileName(placedAt), pdf: await renderReceiptPdf(data) };
}
