import Button from '@mui/material/Button';
import type { DashboardRange } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../ui/empty-state';
import { EmptyStateActions } from '../../../../ui/empty-state-actions';
import { DashboardIllustration } from './dashboard-illustration';

export const ORDERS_PATH = '/orders-mgmt';
export const STORE_SETTINGS_PATH = '/store-settings';

interface DashboardEmptyStateProps {
  range: DashboardRange;
  /** Offered while a shorter range is shown: older orders may be in the last 30 days. */
  onShowLongestRange: () => void;
}

/** No orders in the range: what this page will show, and where to go meanwhile. */
export function DashboardEmptyState({ range, onShowLongestRange }: DashboardEmptyStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration={<DashboardIllustration />}
      title={t(`merchantDashboard.empty.title.${range}`)}
      body={t('merchantDashboard.empty.body')}
    >
      <EmptyStateActions>
        <Button variant="contained" component={RouterLink} to={ORDERS_PATH}>
          {t('merchantDashboard.empty.orders')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={STORE_SETTINGS_PATH}>
          {t('merchantDashboard.empty.settings')}
        </Button>
        {range !== '30d' && (
          <Button onClick={onShowLongestRange}>{t('merchantDashboard.empty.longest')}</Button>
        )}
      </EmptyStateActions>
    </EmptyState>
  );
}
