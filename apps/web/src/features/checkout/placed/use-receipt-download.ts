import type { Invoice } from '@sauda/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/server-message';
import { downloadReceipt } from '../api/download-receipt';
import { receiptFileName } from '../model/receipt-file-name';
import { saveBlob } from '../model/save-blob';

/** Download Receipt: GET the PDF as a blob and save it as invoice-receipt-{date}.pdf. */
export function useReceiptDownload(invoice: Invoice) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const blob = await downloadReceipt(invoice.query_id);
      saveBlob(blob, receiptFileName(invoice.order?.placed_at));
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, download };
}

export type ReceiptDownload = ReturnType<typeof useReceiptDownload>;
