import TextField from '@mui/material/TextField';
import { HANDOVER_CODE_LENGTH, ORDER_MESSAGES } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './action-dialog';
import type { StepDialogProps } from './step-dialog-props';
import { bodyProblem } from './transition-problem';
import { useStepDialog } from './use-step-dialog';

/**
 * Mark delivered: the store asks the shopper for the 4-digit handover code (the order never
 * shows it to the store). A wrong code shows the server's message under the field.
 */
export function DeliverOrderDialog(props: StepDialogProps) {
  const { t } = useTranslation();
  const step = useStepDialog('deliver', props);
  const [code, setCode] = useState('');

  const confirm = () => {
    const typed = code.trim();
    const body = { status: 'order_delivered' as const, handover_code: typed };
    step.send(
      body,
      typed === ''
        ? { field: 'handover_code', message: ORDER_MESSAGES.handoverCodeRequired }
        : bodyProblem(body),
    );
  };

  return (
    <ActionDialog {...step.dialog} onConfirm={confirm}>
      <TextField
        label={t('merchantOrders.deliver.field')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        {...step.fieldProps(t('merchantOrders.deliver.hint'))}
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
