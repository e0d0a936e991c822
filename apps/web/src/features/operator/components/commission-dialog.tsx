import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { OperatorStore } from '@sauda/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldMessages } from '../../../api/server-message';
import { translateMessage } from '../../../i18n/domain-messages/translate-message';
import { useErrorText } from '../../../i18n/domain-messages/use-error-text';
import { useUpdateOperatorStore } from '../api/update-operator-store';
import { commissionText, readCommission } from '../model/commission-input';

interface CommissionDialogProps {
  store: OperatorStore;
  open: boolean;
  onClose: () => void;
  onSaved: (store: OperatorStore) => void;
}

/** The platform's commission on a store's orders, 0–100% with at most 2 decimals. */
export function CommissionDialog({ store, open, onClose, onSaved }: CommissionDialogProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const titleId = useId();
  const [text, setText] = useState(commissionText(store.commission_rate));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateOperatorStore(store.query_id);
  const fieldMessage = serverFieldMessages(update.error).commission_rate;
  const shownProblem = problem ?? (fieldMessage ? translateMessage(t, fieldMessage) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = readCommission(text);
    if (!input.ok) {
      setProblem(translateMessage(t, input.message));
      return;
    }
    setProblem(null);
    update.mutate({ commission_rate: input.rate }, { onSuccess: onSaved });
  };

  return (
    <Dialog
      open={open}
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId} component="h2" sx={{ fontSize: 20 }}>
          {t('operator.commission.title', { name: store.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('operator.commission.body')}</DialogContentText>
          <TextField
            label={t('operator.commission.label')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            error={shownProblem !== null}
            helperText={shownProblem ?? t('operator.commission.hint')}
            fullWidth
            autoFocus
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: 6, dir: 'ltr' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          {update.isError && !fieldMessage && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorText(update.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
          <Button variant="outlined" onClick={onClose} disabled={update.isPending}>
            {t('operator.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('operator.commission.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
