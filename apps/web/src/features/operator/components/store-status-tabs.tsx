import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { OPERATOR_STORE_STATUSES } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import type { OperatorStoreStatus } from '../model/store-filters';

interface StoreStatusTabsProps {
  value: OperatorStoreStatus;
  onChange: (status: OperatorStoreStatus) => void;
  controls: string;
}

/** Draft (waiting to be published) and Live (shoppers see them). */
export function StoreStatusTabs({ value, onChange, controls }: StoreStatusTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, status: OperatorStoreStatus) => onChange(status)}
      aria-label={t('operator.stores.tabsLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {OPERATOR_STORE_STATUSES.map((status) => (
        <Tab
          key={status}
          value={status}
          label={t(`operator.stores.tabs.${status}`)}
          aria-controls={controls}
          sx={{ fontWeight: 600 }}
        />
      ))}
    </Tabs>
  );
}
