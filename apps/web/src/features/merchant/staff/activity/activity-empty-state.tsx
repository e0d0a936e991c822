import type { StoreActivityAction } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/empty-state';
import { StaffIllustration } from '../components/staff-illustration';

/** Nothing logged yet, or nothing of the chosen kind. */
export function ActivityEmptyState({ action }: { action: StoreActivityAction | null }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration={<StaffIllustration />}
      title={
        action === null
          ? t('merchantStaff.activity.emptyTitle')
          : t('merchantStaff.activity.emptyFilteredTitle', {
              action: t(`merchantStaff.activity.actions.${action}`),
            })
      }
      body={t('merchantStaff.activity.emptyBody')}
    />
  );
}
