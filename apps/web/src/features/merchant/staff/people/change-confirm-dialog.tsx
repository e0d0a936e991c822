import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { displayNumber } from '../../../auth';
import { bidiIsolate } from '../model/bidi-isolate';
import { memberName } from '../model/person-label';
import type { PendingChange } from './use-staff-changes';

interface ChangeConfirmDialogProps {
  pending: PendingChange | null;
  confirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function useConfirmTexts(change: PendingChange | null) {
  const { t, i18n } = useTranslation();
  const iso = bidiIsolate(i18n.dir() === 'rtl');
  if (change === null) return null;
  const { member } = change;
  if (change.kind === 'demoteSelf') {
    const role = t(`backOffice.roles.${change.role}`);
    return {
      title: t('merchantStaff.confirm.demoteSelfTitle', { role }),
      text: t('merchantStaff.confirm.demoteSelfText'),
      confirm: t('merchantStaff.confirm.demoteSelf', { role }),
    };
  }
  if (member.status === 'invited') {
    return {
      title: t('merchantStaff.confirm.withdrawTitle', {
        number: iso(displayNumber(member.mobile_number)),
      }),
      text: t('merchantStaff.confirm.withdrawText'),
      confirm: t('merchantStaff.confirm.withdraw'),
    };
  }
  return {
    title: member.is_you
      ? t('merchantStaff.confirm.leaveTitle')
      : t('merchantStaff.confirm.removeTitle', { name: iso(memberName(t, member)) }),
    text: member.is_you
      ? t('merchantStaff.confirm.leaveText')
      : t('merchantStaff.confirm.removeText'),
    confirm: t('merchantStaff.confirm.remove'),
  };
}

/** "Remove Sana Iqbal? They lose access at once." and the other changes asked first. */
export function ChangeConfirmDialog({
  pending,
  confirming,
  onConfirm,
  onClose,
}: ChangeConfirmDialogProps) {
  const { t } = useTranslation();
  // The last change asked stays written while the dialog fades out.
  const [shown, setShown] = useState(pending);
  if (pending !== null && pending !== shown) setShown(pending);
  const texts = useConfirmTexts(shown);
  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts?.title ?? ''}
      text={texts?.text ?? ''}
      confirmLabel={texts?.confirm ?? ''}
      cancelLabel={t('merchantStaff.confirm.cancel')}
      pending={confirming}
      onConfirm={onConfirm}
      onClose={() => {
        if (!confirming) onClose();
      }}
    />
  );
}
