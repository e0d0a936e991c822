import type { StaffMember } from '@sauda/domain';
import { FormDialog } from '../../promotions/components/form-dialog';
import { InviteFormContent } from './invite-form-content';

interface InviteDialogProps {
  open: boolean;
  storeId: string;
  onClose: () => void;
  onInvited: (member: StaffMember) => void;
}

/** "Invite someone", full screen on phones; every opening starts with an empty form. */
export function InviteDialog({ open, storeId, onClose, onInvited }: InviteDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} formKey="invite">
      {(titleId) => (
        <InviteFormContent
          storeId={storeId}
          titleId={titleId}
          onClose={onClose}
          onInvited={onInvited}
        />
      )}
    </FormDialog>
  );
}
