import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface OptionPickerProps {
  label: string;
  options: readonly string[];
  value: string | null;
  onChange: (option: string) => void;
  disabled?: boolean;
}

/** One choice among a product's colours or sizes. */
export function OptionPicker({ label, options, value, onChange, disabled }: OptionPickerProps) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2.5 }}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
        {value && (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {`: ${value}`}
          </Box>
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const chosen = option === value;
          return (
            <Chip
              key={option}
              label={option}
              onClick={() => onChange(option)}
              aria-pressed={chosen}
              disabled={disabled}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              sx={{ minWidth: 48, height: 36, fontWeight: 600 }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
