import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CANCEL_REASON_MAX, QUICK_CANCEL_REASONS } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n/domain-messages/use-translate-message';
import { ActionDialog } from './action-dialog';
import { bodyProblem, fieldMessage, type TransitionProblem } from './transition-problem';
import type { StepDialogProps } from './step-dialog-props';

/**
 * Cancel: a reason is required, and the shopper reads it. Quick reasons fill the field (their
 * English words are sent, so each reader sees them in their own language); any text will do.
 */
export function CancelOrderDialog({ open, number, move, onClose }: StepDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<TransitionProblem | null>(null);
  const refusal = move.refusal;
  const message = fieldMessage('reason', problem, refusal);

  // A quick reason goes out in its English words, whatever language it was picked in.
  const typed = reason.trim();
  const quickChosen = QUICK_CANCEL_REASONS.find((quick) => translate(quick) === typed);

  const confirm = () => {
    const body = { status: 'cancelled' as const, reason: quickChosen ?? typed };
    const found = bodyProblem(body);
    setProblem(found);
    if (!found) move.submit(body);
  };

  return (
    <ActionDialog
      open={open}
      title={t('merchantOrders.cancel.title', { number })}
      text={t('merchantOrders.cancel.text')}
      confirmLabel={t('merchantOrders.cancel.confirm')}
      backLabel={t('merchantOrders.cancel.back')}
      destructive
      pending={move.pending}
      error={refusal?.field === null ? refusal.message : null}
      onConfirm={confirm}
      onClose={onClose}
      onExited={move.reset}
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
          error={message !== undefined}
          helperText={
            message
              ? translate(message)
              : t('merchantOrders.cancel.hint', { length: reason.length, max: CANCEL_REASON_MAX })
          }
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
