import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface FilterChip<T> {
  value: T;
  label: string;
}

interface FilterChipsProps<T> {
  /** The group's accessible name ("Show products by stock"). */
  label: string;
  chips: ReadonlyArray<FilterChip<T>>;
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few filters, as pressed chips in a row that scrolls on phones. */
export function FilterChips<T>({ label, chips, value, onChange }: FilterChipsProps<T>) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        pb: 0.5,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        scrollbarWidth: 'thin',
      }}
    >
      {chips.map((chip) => {
        const selected = chip.value === value;
        return (
          <Chip
            key={String(chip.value)}
            label={chip.label}
            clickable
            aria-pressed={selected}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(chip.value)}
            sx={{ flexShrink: 0, fontWeight: 600 }}
          />
        );
      })}
    </Box>
  );
}
