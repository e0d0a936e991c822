import { DASHBOARD_RANGES, type DashboardRange } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { SegmentedToggle } from '../../../../ui/segmented-toggle';

interface RangeToggleProps {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}

/** Today / 7 days / 30 days. */
export function RangeToggle({ value, onChange }: RangeToggleProps) {
  const { t } = useTranslation();
  return (
    <SegmentedToggle
      choices={DASHBOARD_RANGES}
      value={value}
      onChange={onChange}
      labelOf={(range) => t(`merchantDashboard.ranges.${range}`)}
      label={t('merchantDashboard.ranges.label')}
    />
  );
}
