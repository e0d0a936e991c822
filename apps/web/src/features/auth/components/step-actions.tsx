import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface StepActionsProps {
  /** The outlined action that leaves the step: "Back", "Change number". */
  backLabel: string;
  onBack: () => void;
  backDisabled?: boolean;
  submitLabel: string;
  /** Shows the submit button busy. */
  pending: boolean;
}

/** A step form's two buttons: back (outlined) and submit; stacked, submit on top, on phones. */
export function StepActions({
  backLabel,
  onBack,
  backDisabled,
  submitLabel,
  pending,
}: StepActionsProps) {
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
      <Button
        variant="outlined"
        size="large"
        onClick={onBack}
        disabled={backDisabled}
        sx={{ flex: 1 }}
      >
        {backLabel}
      </Button>
      <Button type="submit" variant="contained" size="large" loading={pending} sx={{ flex: 1 }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
