import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { OperatorStore } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/domain-messages/use-error-text';
import { useUpdateOperatorStore } from '../api/update-operator-store';

interface PublishDialogProps {
  store: OperatorStore;
  open: boolean;
  onClose: () => void;
  onDone: (store: OperatorStore) => void;
}

/** Publish a draft (shoppers see it) or unpublish a live store, once confirmed. */
export function PublishDialog({ store, open, onClose, onDone }: PublishDialogProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const titleId = useId();
  const update = useUpdateOperatorStore(store.query_id);
  const wording = store.is_published ? 'operator.unpublish' : 'operator.publish';
  return (
    <Dialog
      open={open}
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: 20 }}>
        {t(`${wording}.title`, { name: store.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ color: 'text.primary' }}>
          {t(`${wording}.body`, { name: store.name })}
        </DialogContentText>
        {update.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(update.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onClose} disabled={update.isPending} autoFocus>
          {t('operator.cancel')}
        </Button>
        <Button
          variant="contained"
          color={store.is_published ? 'error' : 'primary'}
          loading={update.isPending}
          onClick={() =>
            update.mutate({ is_published: !store.is_published }, { onSuccess: onDone })
          }
        >
          {t(`${wording}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
