import DownloadIcon from '@mui/icons-material/FileDownloadRounded';
import UploadIcon from '@mui/icons-material/FileUploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../i18n';
import { NoticeSnackbar, type Notice } from '../../shell/components/notice-snackbar';
import { ImportCsvDialog } from './import-csv-dialog';
import { useCsvExport } from './use-csv-export';

/** The toolbar's Export CSV and Import CSV (owners and managers), and their notices. */
export function ProductCsvActions({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const exporting = useCsvExport(storeId);

  const exportFile = () =>
    exporting.mutate(undefined, {
      onError: (error) => setNotice({ id: Date.now(), severity: 'error', text: errorText(error) }),
    });

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={exportFile}
        loading={exporting.isPending}
      >
        {t('inventory.csv.export')}
      </Button>
      <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
        {t('inventory.csv.import')}
      </Button>
      <ImportCsvDialog
        storeId={storeId}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(result) =>
          setNotice({
            id: Date.now(),
            severity: 'success',
            text: t('inventory.csv.imported', { created: result.created, updated: result.updated }),
          })
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
