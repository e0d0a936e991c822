import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/domain-messages/use-error-text';
import { useApplicationsExport } from '../api/export-applications-csv';
import type { ApplicationFilters } from '../model/application-filters';

/** Export CSV of what the filters show (every page), downloaded with the session's token. */
export function ExportApplicationsButton({ filters }: { filters: ApplicationFilters }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const exporting = useApplicationsExport(filters);
  return (
    <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' }, width: { xs: '100%', sm: 'auto' } }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={exporting.isPending}
        loadingPosition="start"
        onClick={() => exporting.mutate()}
      >
        {t('operator.applications.export')}
      </Button>
      {exporting.isError && (
        <Alert severity="error" onClose={() => exporting.reset()}>
          {t('operator.applications.exportFailed', { reason: errorText(exporting.error) })}
        </Alert>
      )}
    </Stack>
  );
}
