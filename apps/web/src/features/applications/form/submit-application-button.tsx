import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/SendRounded';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { flipInRtl } from '../../../ui/flip-in-rtl';
import { useFormMethods } from './application-form-provider';

interface SubmitApplicationButtonProps {
  label: string;
}

/** Sends the form; while it is on its way the button shows progress and cannot be pressed twice. */
export function SubmitApplicationButton({ label }: SubmitApplicationButtonProps) {
  const { t } = useTranslation();
  const { control } = useFormMethods();
  const { isSubmitting: sending } = useFormState({ control });
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={sending}
      loadingPosition="end"
      endIcon={<SendIcon sx={flipInRtl} />}
      sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 220 }}
    >
      {sending ? t('applications.submit.sending') : label}
    </Button>
  );
}
