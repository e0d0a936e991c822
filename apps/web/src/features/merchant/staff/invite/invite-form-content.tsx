import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { StaffMember } from '@sauda/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n';
import { FormDialogActions } from '../../../../ui/form-dialog-actions';
import { PhoneField } from '../../../auth';
import { RoleChoice } from './role-choice';
import { useInviteForm } from './use-invite-form';

interface InviteFormContentProps {
  storeId: string;
  titleId: string;
  onClose: () => void;
  onInvited: (member: StaffMember) => void;
}

/** Invite someone: their mobile number and the role they join with, as one form. */
export function InviteFormContent({
  storeId,
  titleId,
  onClose,
  onInvited,
}: InviteFormContentProps) {
  const { t } = useTranslation();
  const { form, submit, sending, formMessage } = useInviteForm(storeId, onInvited);
  const shown = (message: string | undefined) => message && translateMessage(t, message);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
      <DialogTitle id={titleId} component="h2">
        {t('merchantStaff.invite.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <DialogContentText>{t('merchantStaff.invite.intro')}</DialogContentText>
          <Controller
            control={form.control}
            name="mobile_number"
            render={({ field, fieldState }) => (
              <PhoneField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={t('merchantStaff.invite.number')}
                error={shown(fieldState.error?.message)}
                disabled={sending}
                autoFocus
              />
            )}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleChoice value={field.value} onChange={field.onChange} disabled={sending} />
            )}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formMessage={formMessage}
        busy={sending}
        onCancel={onClose}
        cancelLabel={t('merchantStaff.invite.cancel')}
        submitLabel={t('merchantStaff.invite.send')}
      />
    </form>
  );
}
