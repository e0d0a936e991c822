import type { Invoice } from '@sauda/domain';
import { useState } from 'react';
import { useErrorText } from '../../i18n';
import { downloadReceipt } from './download-receipt';
import { receiptFileName } from './receipt-file-name';
import { saveBlob } from './save-blob';

/** Download Receipt: GET the PDF as a blob and save it as invoice-receipt-{date}.pdf. */
export function useReceiptDownload(invoice: Invoice) {
  const { errorText } = useErrorText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const blob = await downloadReceipt(invoice.query_id);
      saveBlob(blob, receiptFileName(invoice.order?.placed_at));
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, download };
}

export type ReceiptDownload = ReturnType<typeof useReceiptDownload>;
