import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/DownloadRounded';
import { useTranslation } from 'react-i18next';
import type { ReceiptDownload } from './use-receipt-download';

/** Download Receipt, spinning while the PDF comes; the caller shows `receipt.error` where it fits. */
export function DownloadReceiptButton({ receipt }: { receipt: ReceiptDownload }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void receipt.download()}
      loading={receipt.pending}
      loadingPosition="start"
    >
      {t('checkout.placed.download')}
    </Button>
  );
}
