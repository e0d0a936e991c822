import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import RemoveIcon from '@mui/icons-material/RemoveRounded';
import { canDecrease, nextQuantity } from '@sauda/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: number;
  /** The stepper's maximum (domain `stepperMaximum`). */
  maximum: number;
  onChange: (quantity: number) => void;
  /** True while the quantity is being added to the cart: no change may slip in under it. */
  busy?: boolean;
  /** Disables both buttons, e.g. for a product that is out of stock. */
  disabled?: boolean;
  /** What the quantity is of, for screen readers ("Quantity of Chicken Biryani"). */
  label?: string;
  size?: 'small' | 'medium';
}

/**
 * Minus and plus around the quantity (SPEC §5): minus only from 1 upwards; plus past the
 * maximum is refused with 'Selected Product exceeds the total remaining units'.
 */
export function QuantityStepper({
  value,
  maximum,
  onChange,
  busy = false,
  disabled = false,
  label,
  size = 'medium',
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const [exceeded, setExceeded] = useState(false);
  const alertId = useId();
  const press = (step: 1 | -1) => {
    const change = nextQuantity(value, step, { maximum, busy });
    setExceeded(!change.ok && change.reason === 'exceedsRemainingUnits');
    if (change.ok) onChange(change.quantity);
  };
  const buttonSize = size === 'small' ? 32 : 44;
  const locked = busy || disabled;

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.75 }}>
      <Box
        role="group"
        aria-label={label ?? t('catalog.stepper.label')}
        aria-describedby={exceeded ? alertId : undefined}
        aria-busy={busy || undefined}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          alignSelf: 'flex-start',
          border: 1.5,
          borderColor: 'divider',
          borderRadius: 6,
          bgcolor: 'background.paper',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <IconButton
          aria-label={t('catalog.stepper.decrease')}
          onClick={() => press(-1)}
          disabled={locked || !canDecrease(value)}
          sx={{ width: buttonSize, height: buttonSize, color: 'primary.main' }}
        >
          <RemoveIcon fontSize={size === 'small' ? 'small' : 'medium'} />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          sx={{
            minWidth: size === 'small' ? 28 : 40,
            textAlign: 'center',
            fontWeight: 600,
            fontSize: size === 'small' ? 14 : 16,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {value}
        </Box>
        <IconButton
          aria-label={t('catalog.stepper.increase')}
          onClick={() => press(1)}
          disabled={locked}
          sx={{ width: buttonSize, height: buttonSize, color: 'primary.main' }}
        >
          <AddIcon fontSize={size === 'small' ? 'small' : 'medium'} />
        </IconButton>
      </Box>
      {exceeded && (
        <Typography
          id={alertId}
          role="alert"
          variant="body2"
          color="error"
          sx={{ fontWeight: 500 }}
        >
          {t('catalog.stepper.exceedsRemainingUnits')}
        </Typography>
      )}
    </Box>
  );
}
