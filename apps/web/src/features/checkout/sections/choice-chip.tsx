import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';

interface ChoiceChipProps {
  label: string;
  icon: ReactElement;
  hint?: string;
}

/** The one option a section offers (Delivery, Cash), shown as chosen. */
export function ChoiceChip({ label, icon, hint }: ChoiceChipProps) {
  return (
    <Chip
      icon={icon}
      label={hint ? `${label} · ${hint}` : label}
      color="primary"
      variant="outlined"
      aria-current="true"
      sx={{ alignSelf: 'flex-start', borderRadius: '24px', height: 40, px: 1, fontWeight: 600 }}
    />
  );
}
