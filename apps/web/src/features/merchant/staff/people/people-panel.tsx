import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../../ui/error-panel';
import type { Notice } from '../../shell/components/notice-snackbar';
import { useStoreStaff } from '../api/get-store-staff';
import { ChangeConfirmDialog } from './change-confirm-dialog';
import { PeopleEmptyState } from './people-empty-state';
import { PeopleSkeleton } from './people-skeleton';
import { StaffCards } from './staff-cards';
import { StaffTable } from './staff-table';
import { useStaffChanges } from './use-staff-changes';

interface PeoplePanelProps {
  storeId: string;
  say: (severity: Notice['severity'], text: string) => void;
  onInvite: () => void;
}

/** Who works in the store and who is invited: a table on wide screens, cards on phones. */
export function PeoplePanel({ storeId, say, onInvite }: PeoplePanelProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const staff = useStoreStaff(storeId);
  const changes = useStaffChanges(storeId, say);

  if (staff.isPending) return <PeopleSkeleton />;
  // A failed refresh keeps the people on screen; only a first failure is a panel.
  if (!staff.data) {
    return (
      <ErrorPanel message={t('merchantStaff.people.error')} onRetry={() => void staff.refetch()} />
    );
  }
  // The owner is always on the list; an empty one means the answer came for nobody.
  if (staff.data.length === 0) return <PeopleEmptyState onInvite={onInvite} />;

  const List = wide ? StaffTable : StaffCards;
  return (
    <>
      <List
        staff={staff.data}
        busyId={changes.busyId}
        onRoleChange={changes.requestRoleChange}
        onRemove={changes.requestRemove}
      />
      <ChangeConfirmDialog
        pending={changes.pending}
        confirming={changes.confirming}
        onConfirm={changes.confirm}
        onClose={changes.cancel}
      />
    </>
  );
}
