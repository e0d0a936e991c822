import { request } from '../../../../../api/request';

/** GET merchant/stores/{storeId}/products/export: every product as a CSV file (a blob). */
export async function exportProductsCsv(storeId: string): Promise<Blob> {
  const blob = await request<Blob>({
    url: `merchant/stores/${encodeURIComponent(storeId)}/products/export`,
    responseType: 'blob',
    action: 'EXPORT_PRODUCTS_CSV',
    exemptFromBulkCancel: true,
  });
  if (!blob) throw new Error('The products file came back empty');
  return blob;
}

/** The name the browser saves the file under: the store and the day. */
export function productsCsvFileName(storeId: string, today: Date): string {
  return `products-${storeId}-${today.toISOString().slice(0, 10)}.csv`;
}
