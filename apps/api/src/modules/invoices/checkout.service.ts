import type { Invoice } from '@sauda/domain';
import type { AppDb } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { invoiceNotFound } from './invoice-errors.js';
import { presentInvoice } from './invoice-view.service.js';
import { findOwnInvoice } from './invoices.repository.js';

/** GET invoices/{id}/checkout: the user's invoice, open or placed, with today's delivery slots. */
export async function getCheckout(
  db: AppDb,
  actor: UserRow,
  invoiceQueryId: string,
  now: Date,
): Promise<Invoice> {
  const invoice = await findOwnInvoice(db, invoiceQueryId, actor.id);
  if (!invoice) throw invoiceNotFound();
  return presentInvoice(db, invoice, now);
}
