import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CANCEL_REASON_MAX, QUICK_CANCEL_REASONS } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n/domain-messages/use-translate-message';
import { ActionDialog } from './action-dialog';
import type { StepDialogProps } from './step-dialog-props';
import { useStepDialog } from './use-step-dialog';

/**
 * Cancel: a reason is required, and the shopper reads it. Quick reasons fill the field (their
 * English words are sent, so each reader sees them in their own language); any text will do.
 */
export function CancelOrderDialog(props: StepDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const step = useStepDialog('cancel', props);
  const [reason, setReason] = useState('');

  // A quick reason goes out in its English words, whatever language it was picked in.
  const typed = reason.trim();
  const quickChosen = QUICK_CANCEL_REASONS.find((quick) => translate(quick) === typed);

  const confirm = () => step.send({ status: 'cancelled', reason: quickChosen ?? typed });

  return (
    <ActionDialog
      {...step.dialog}
      backLabel={t('merchantOrders.cancel.back')}
      destructive
      onConfirm={confirm}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          role="group"
          aria-label={t('merchantOrders.cancel.quickReasons')}
          sx={{ flexWrap: 'wrap', gap: 1 }}
        >
          {QUICK_CANCEL_REASONS.map((quick) => {
            const chosen = quickChosen === quick;
            return (
              <Chip
                key={quick}
                label={translate(quick)}
                clickable
                color={chosen ? 'primary' : 'default'}
                variant={chosen ? 'filled' : 'outlined'}
                aria-pressed={chosen}
                onClick={() => setReason(translate(quick))}
              />
            );
          })}
        </Stack>
        <TextField
          label={t('merchantOrders.cancel.field')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...step.fieldProps(
            t('merchantOrders.cancel.hint', { length: reason.length, max: CANCEL_REASON_MAX }),
          )}
          required
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
        />
      </Stack>
    </ActionDialog>
  );
}
