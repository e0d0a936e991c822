import Alert from '@mui/material/Alert';
import type { OperatorStore } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/domain-messages/use-error-text';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
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
  const update = useUpdateOperatorStore(store.query_id);
  const wording = store.is_published ? 'operator.unpublish' : 'operator.publish';
  return (
    <ConfirmDialog
      open={open}
      title={t(`${wording}.title`, { name: store.name })}
      text={t(`${wording}.body`, { name: store.name })}
      confirmLabel={t(`${wording}.confirm`)}
      cancelLabel={t('operator.cancel')}
      tone={store.is_published ? 'error' : 'primary'}
      pending={update.isPending}
      onConfirm={() => update.mutate({ is_published: !store.is_published }, { onSuccess: onDone })}
      onClose={() => {
        if (!update.isPending) onClose();
      }}
      error={update.isError && <Alert severity="error">{errorText(update.error)}</Alert>}
    />
  );
}
