import DownloadIcon from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import type { KarachiDateRange } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../i18n';
import { NoticeSnackbar, type Notice } from '../../shell/components/notice-snackbar';
import type { MoneyExport } from '../api/export-money-csv';
import { useMoneyExport } from '../api/use-money-export';

interface ExportCsvButtonProps {
  storeQueryId: string;
  kind: MoneyExport;
  range: KarachiDateRange;
  /** Off while the dates are refused: the file would be refused the same way. */
  disabled?: boolean;
}

/** Export CSV of the range on screen; a failure is said in a notice. */
export function ExportCsvButton({ storeQueryId, kind, range, disabled }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  const exporting = useMoneyExport(storeQueryId, kind);
  const exportFile = () =>
    exporting.mutate(range, {
      onError: (error) => setNotice({ id: Date.now(), severity: 'error', text: errorText(error) }),
    });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={exportFile}
        loading={exporting.isPending}
        disabled={disabled}
      >
        {t('merchantMoney.export')}
      </Button>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
