import { request } from '../../api/request';

/** GET invoices/{id}/receipt: the placed order's receipt as a PDF blob (SPEC §7). */
export async function downloadReceipt(invoiceId: string): Promise<Blob> {
  const blob = await request<Blob>({
    url: `invoices/${encodeURIComponent(invoiceId)}/receipt`,
    responseType: 'blob',
    action: 'DOWNLOAD_RECEIPT',
  });
  if (!blob) throw new Error('The receipt came back empty');
  return blob;
}
