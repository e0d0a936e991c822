import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ShownMessage } from '../api/server-message';
import { FormError } from './form-error';

interface FormDialogActionsProps {
  /** The form's own refusal (not a field's), shown above the buttons. */
  formMessage: string | ShownMessage | null | undefined;
  busy: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** Submitting makes no sense yet (nothing chosen). */
  submitDisabled?: boolean;
}

/** A form dialog's foot: its refusal, Cancel, and the submit button that shows it is working. */
export function FormDialogActions({
  formMessage,
  busy,
  onCancel,
  cancelLabel,
  submitLabel,
  submitDisabled = false,
}: FormDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
      {formMessage && (
        <Box sx={{ flex: '1 1 100%' }}>
          <FormError message={formMessage} />
        </Box>
      )}
      <Button variant="outlined" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
