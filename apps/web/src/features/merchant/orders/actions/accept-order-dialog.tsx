import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PREP_MINUTES_MAX, PREP_MINUTES_MIN } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './action-dialog';
import { PREP_QUICK_PICKS, prepMinutesOf } from './prep-minutes';
import type { StepDialogProps } from './step-dialog-props';
import { useStepDialog } from './use-step-dialog';

/**
 * Accept: how long the kitchen needs (5–120 minutes), the store's usual time first, with quick
 * picks. The shopper reads it as "ready in about N min".
 */
export function AcceptOrderDialog({
  defaultMinutes,
  ...props
}: StepDialogProps & { defaultMinutes: string }) {
  const { t } = useTranslation();
  const step = useStepDialog('accept', props);
  const [text, setText] = useState(defaultMinutes);
  const [offered, setOffered] = useState(defaultMinutes);
  // The store's time may arrive after the dialog opened: offer it while nothing is typed.
  if (defaultMinutes !== offered) {
    setOffered(defaultMinutes);
    if (text === '') setText(defaultMinutes);
  }

  const confirm = () => step.send({ status: 'order_confirmed', prep_minutes: prepMinutesOf(text) });

  return (
    <ActionDialog {...step.dialog} onConfirm={confirm}>
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
          {...step.fieldProps(
            t('merchantOrders.accept.hint', { min: PREP_MINUTES_MIN, max: PREP_MINUTES_MAX }),
          )}
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
