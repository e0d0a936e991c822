import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PREP_MINUTES_MAX, PREP_MINUTES_MIN } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n/domain-messages/use-translate-message';
import { ActionDialog } from './action-dialog';
import { PREP_QUICK_PICKS, prepMinutesOf } from './prep-minutes';
import { bodyProblem, fieldMessage, type TransitionProblem } from './transition-problem';
import type { StepDialogProps } from './step-dialog-props';

/**
 * Accept: how long the kitchen needs (5–120 minutes), the store's usual time first, with quick
 * picks. The shopper reads it as "ready in about N min".
 */
export function AcceptOrderDialog({
  open,
  number,
  move,
  onClose,
  defaultMinutes,
}: StepDialogProps & { defaultMinutes: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [text, setText] = useState(defaultMinutes);
  const [offered, setOffered] = useState(defaultMinutes);
  // The store's time may arrive after the dialog opened: offer it while nothing is typed.
  if (defaultMinutes !== offered) {
    setOffered(defaultMinutes);
    if (text === '') setText(defaultMinutes);
  }
  const [problem, setProblem] = useState<TransitionProblem | null>(null);
  const refusal = move.refusal;
  const message = fieldMessage('prep_minutes', problem, refusal);

  const confirm = () => {
    const body = { status: 'order_confirmed' as const, prep_minutes: prepMinutesOf(text) };
    const found = bodyProblem(body);
    setProblem(found);
    if (!found) move.submit(body);
  };

  return (
    <ActionDialog
      open={open}
      title={t('merchantOrders.accept.title', { number })}
      text={t('merchantOrders.accept.text')}
      confirmLabel={t('merchantOrders.accept.confirm')}
      backLabel={t('merchantOrders.actions.back')}
      pending={move.pending}
      error={refusal?.field === null ? refusal.message : null}
      onConfirm={confirm}
      onClose={onClose}
      onExited={move.reset}
    >
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          value={prepMinutesOf(text)}
          onChange={(_event, minutes: number | null) => {
            if (minutes !== null) setText(String(minutes));
          }}
          aria-label={t('merchantOrders.accept.quickPicks')}
          size="small"
          sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButton-root': { borderRadius: 6, px: 1.5 } }}
        >
          {PREP_QUICK_PICKS.map((minutes) => (
            <ToggleButton key={minutes} value={minutes}>
              {t('merchantOrders.accept.minutes', { count: minutes })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          label={t('merchantOrders.accept.field')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={message !== undefined}
          helperText={
            message
              ? translate(message)
              : t('merchantOrders.accept.hint', { min: PREP_MINUTES_MIN, max: PREP_MINUTES_MAX })
          }
          autoFocus
          fullWidth
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              min: PREP_MINUTES_MIN,
              max: PREP_MINUTES_MAX,
              maxLength: 3,
            },
          }}
        />
      </Stack>
    </ActionDialog>
  );
}
