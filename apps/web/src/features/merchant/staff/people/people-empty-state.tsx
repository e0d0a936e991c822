import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/empty-state';
import { EmptyStateActions } from '../../../../ui/empty-state-actions';
import { StaffIllustration } from '../components/staff-illustration';

/** Nobody listed yet: what inviting does, and Invite someone. */
export function PeopleEmptyState({ onInvite }: { onInvite: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration={<StaffIllustration />}
      title={t('merchantStaff.people.emptyTitle')}
      body={t('merchantStaff.people.emptyBody')}
    >
      <EmptyStateActions>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onInvite}>
          {t('merchantStaff.invite.open')}
        </Button>
      </EmptyStateActions>
    </EmptyState>
  );
}
