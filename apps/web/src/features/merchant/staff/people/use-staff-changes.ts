import type { MerchantRole, StaffMember } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../i18n/domain-messages/use-error-text';
import { displayNumber } from '../../../auth';
import type { Notice } from '../../shell/components/notice-snackbar';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useRemoveStaff } from '../api/remove-staff';
import { bidiIsolate } from '../model/bidi-isolate';
import { memberName } from '../model/person-label';

/** A change that waits for a yes: removing someone, or an owner giving up their own role. */
export type PendingChange =
  | { kind: 'remove'; member: StaffMember }
  | { kind: 'demoteSelf'; member: StaffMember; role: MerchantRole };

type Say = (severity: Notice['severity'], text: string) => void;

/**
 * Role changes and removals of the people list, each told in a notice (a refusal such as the
 * store's only owner in red). Demoting oneself and removing anyone are asked first.
 */
export function useStaffChanges(storeId: string, say: Say) {
  const { t, i18n } = useTranslation();
  const iso = bidiIsolate(i18n.dir() === 'rtl');
  const { errorText } = useErrorText();
  const changeRole = useChangeStaffRole(storeId);
  const remove = useRemoveStaff(storeId);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const refused = (error: unknown) => say('error', errorText(error));

  const applyRole = (member: StaffMember, role: MerchantRole) =>
    changeRole.mutate(
      { member, role },
      {
        onSuccess: (saved) =>
          say(
            'success',
            t('merchantStaff.notices.roleChanged', {
              name: iso(memberName(t, saved)),
              role: t(`backOffice.roles.${saved.role}`),
            }),
          ),
        onError: refused,
        onSettled: () => setPending(null),
      },
    );

  const applyRemoval = (member: StaffMember) =>
    remove.mutate(member, {
      onSuccess: (removed) =>
        say(
          'success',
          removed.status === 'invited'
            ? t('merchantStaff.notices.withdrawn', {
                number: iso(displayNumber(removed.mobile_number)),
              })
            : t('merchantStaff.notices.removed', { name: iso(memberName(t, removed)) }),
        ),
      onError: refused,
      onSettled: () => setPending(null),
    });

  const requestRoleChange = (member: StaffMember, role: MerchantRole) => {
    if (member.is_you && member.role === 'owner') setPending({ kind: 'demoteSelf', member, role });
    else applyRole(member, role);
  };

  const confirm = () => {
    if (pending?.kind === 'remove') applyRemoval(pending.member);
    else if (pending) applyRole(pending.member, pending.role);
  };

  const busyId = changeRole.isPending
    ? (changeRole.variables?.member.id ?? null)
    : remove.isPending
      ? (remove.variables?.id ?? null)
      : null;

  return {
    pending,
    busyId,
    confirming: changeRole.isPending || remove.isPending,
    requestRoleChange,
    requestRemove: (member: StaffMember) => setPending({ kind: 'remove', member }),
    confirm,
    cancel: () => setPending(null),
  };
}
