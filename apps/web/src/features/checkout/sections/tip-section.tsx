import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TIP_QUICK_PICKS } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { filterTipInput } from '../model/tip-input';

interface TipSectionProps {
  /** The tip box's text, whole rupees. */
  value: string;
  onChange: (value: string) => void;
}

/** Tip: quick picks 20, 50, 100 as toggle chips and a whole-number box (SPEC §5, §9). */
export function TipSection({ value, onChange }: TipSectionProps) {
  const { t } = useTranslation();
  const picked = TIP_QUICK_PICKS.find((amount) => String(amount) === value) ?? null;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('checkout.tip.hint')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={picked}
        onChange={(_event, amount: number | null) =>
          onChange(amount === null ? '0' : String(amount))
        }
        aria-label={t('checkout.tip.picks')}
        sx={{
          gap: 1,
          flexWrap: 'wrap',
          '& .MuiToggleButton-root': {
            borderRadius: '24px !important',
            border: 1,
            borderColor: 'divider',
            px: 2.5,
          },
        }}
      >
        {TIP_QUICK_PICKS.map((amount) => (
          <ToggleButton
            key={amount}
            value={amount}
            aria-label={t('checkout.tip.pick', { amount })}
            color="primary"
          >
            Rs {amount}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        label={t('checkout.tip.amount')}
        value={value}
        onChange={(event) => onChange(filterTipInput(event.target.value))}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        sx={{ maxWidth: 220 }}
      />
    </Stack>
  );
}
