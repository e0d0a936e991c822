import UploadIcon from '@mui/icons-material/FileUploadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ProductImport } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../i18n';
import { ImportPreview } from './import-preview';
import { canApply, useCsvImport, type CsvImportStep } from './use-csv-import';

interface ImportCsvDialogProps {
  storeId: string;
  open: boolean;
  onClose: () => void;
  onImported: (result: ProductImport) => void;
}

function SendingProgress({ step }: { step: Extract<CsvImportStep, { kind: 'sending' }> }) {
  const { t } = useTranslation();
  const percent = Math.round(step.progress * 100);
  const label = t(step.dryRun ? 'inventory.csv.checking' : 'inventory.csv.applying', { percent });
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {label}
      </Typography>
      <LinearProgress
        variant={percent >= 100 ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={label}
      />
    </Box>
  );
}

/**
 * Import CSV: choose a file, the server checks it (a dry run) and lists what it would do and
 * each row's problem; Apply writes it, and only a file without errors can be applied.
 */
export function ImportCsvDialog({ storeId, open, onClose, onImported }: ImportCsvDialogProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const { step, file, choose, apply, reset } = useCsvImport(storeId, (result) => {
    onImported(result);
    onClose();
  });
  const sending = step.kind === 'sending';
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('inventory.csv.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('inventory.csv.intro')}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadIcon />}
              disabled={sending}
            >
              {file ? t('inventory.csv.chooseAnother') : t('inventory.csv.chooseFile')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                data-testid="csv-file-input"
                onChange={(event) => {
                  choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
            {file && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
            )}
          </Box>
          {step.kind === 'choose' && step.problem && (
            <Alert severity="error">{t(`inventory.csv.${step.problem}`)}</Alert>
          )}
          {step.kind === 'sending' && <SendingProgress step={step} />}
          {step.kind === 'refused' && <Alert severity="error">{errorText(step.error)}</Alert>}
          {step.kind === 'preview' && <ImportPreview result={step.result} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('inventory.csv.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={!canApply(step)}>
          {t('inventory.csv.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
