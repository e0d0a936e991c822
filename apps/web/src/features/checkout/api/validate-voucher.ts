import { invoiceResponseSchema, type Invoice } from '@sauda/domain';
import { request } from '../../../api/request';

export interface ValidateVoucherInput {
  invoiceId: string;
  code: string;
}

/** PUT invoices/{id}/validate_voucher: the invoice with the voucher applied, or a 400. */
export async function validateVoucher({ invoiceId, code }: ValidateVoucherInput): Promise<Invoice> {
  const answer = await request({
    url: `invoices/${encodeURIComponent(invoiceId)}/validate_voucher`,
    method: 'PUT',
    body: { invoice: { voucher_code: code } },
    action: 'VALIDATE_VOUCHER',
    schema: invoiceResponseSchema,
  });
  return answer.invoice;
}
