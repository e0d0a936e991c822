import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface SegmentedToggleProps<Choice extends string> {
  choices: readonly Choice[];
  value: Choice;
  onChange: (choice: Choice) => void;
  labelOf: (choice: Choice) => string;
  /** What the group chooses, for screen readers. */
  label: string;
}

/** A few choices as one segmented control; one of them is always chosen. */
export function SegmentedToggle<Choice extends string>({
  choices,
  value,
  onChange,
  labelOf,
  label,
}: SegmentedToggleProps<Choice>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_event, next: Choice | null) => {
        if (next) onChange(next);
      }}
      aria-label={label}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiToggleButton-root': { px: { xs: 1.5, sm: 2 }, fontWeight: 600, minHeight: 40 },
      }}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} value={choice}>
          {labelOf(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
