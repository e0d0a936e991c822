import Button from '@mui/material/Button';
import type { Order } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/server-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormError } from '../../../ui/form-error';
import { useCancelOrder } from '../api/cancel-order';

/**
 * Cancel order, asked first in the confirm dialog. A refusal (the store already confirmed)
 * shows the server's message under the dialog's buttons.
 */
export function CancelOrderButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order.query_id);
  const confirm = () => cancel.mutate(undefined, { onSuccess: () => setOpen(false) });
  return (
    <>
      {order.can_cancel && (
        <Button color="error" variant="text" onClick={() => setOpen(true)}>
          {t('orders.cancel.button')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title={t('orders.cancel.title')}
        text={t('orders.cancel.text', { number: order.invoice.short_order_id ?? '' })}
        confirmLabel={t('orders.cancel.confirm')}
        cancelLabel={t('orders.cancel.back')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        onExited={() => cancel.reset()}
        pending={cancel.isPending}
        error={cancel.isError ? <FormError message={errorMessage(cancel.error)} /> : undefined}
      />
    </>
  );
}
