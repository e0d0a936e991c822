import { invoiceResponseSchema, type CreateInvoiceBody, type Invoice } from '@sauda/domain';
import { request } from '../../../api/request';

export const CREATE_INVOICE_ACTION = 'CREATE_INVOICE';

/** POST invoices: the server prices the lines itself (201 with the invoice). */
export async function createInvoice(body: CreateInvoiceBody): Promise<Invoice> {
  const answer = await request({
    url: 'invoices',
    method: 'POST',
    body,
    action: CREATE_INVOICE_ACTION,
    schema: invoiceResponseSchema,
  });
  return answer.invoice;
}
