import TextField from '@mui/material/TextField';
import { HANDOVER_CODE_LENGTH, ORDER_MESSAGES } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n/domain-messages/use-translate-message';
import { ActionDialog } from './action-dialog';
import { bodyProblem, fieldMessage, type TransitionProblem } from './transition-problem';
import type { StepDialogProps } from './step-dialog-props';

/**
 * Mark delivered: the store asks the shopper for the 4-digit handover code (the order never
 * shows it to the store). A wrong code shows the server's message under the field.
 */
export function DeliverOrderDialog({ open, number, move, onClose }: StepDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<TransitionProblem | null>(null);
  const refusal = move.refusal;
  const message = fieldMessage('handover_code', problem, refusal);

  const confirm = () => {
    const typed = code.trim();
    const body = { status: 'order_delivered' as const, handover_code: typed };
    const found =
      typed === ''
        ? { field: 'handover_code' as const, message: ORDER_MESSAGES.handoverCodeRequired }
        : bodyProblem(body);
    setProblem(found);
    if (!found) move.submit(body);
  };

  return (
    <ActionDialog
      open={open}
      title={t('merchantOrders.deliver.title', { number })}
      text={t('merchantOrders.deliver.text')}
      confirmLabel={t('merchantOrders.deliver.confirm')}
      backLabel={t('merchantOrders.actions.back')}
      pending={move.pending}
      error={refusal?.field === null ? refusal.message : null}
      onConfirm={confirm}
      onClose={onClose}
      onExited={move.reset}
    >
      <TextField
        label={t('merchantOrders.deliver.field')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={message !== undefined}
        helperText={message ? translate(message) : t('merchantOrders.deliver.hint')}
        autoFocus
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: HANDOVER_CODE_LENGTH,
            sx: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
          },
        }}
      />
    </ActionDialog>
  );
}
