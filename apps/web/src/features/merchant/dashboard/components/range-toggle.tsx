import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DASHBOARD_RANGES, type DashboardRange } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

interface RangeToggleProps {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}

/** Today / 7 days / 30 days as one segmented control; one of them is always chosen. */
export function RangeToggle({ value, onChange }: RangeToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_event, next: DashboardRange | null) => {
        if (next !== null) onChange(next);
      }}
      aria-label={t('merchantDashboard.ranges.label')}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiToggleButton-root': { px: { xs: 1.5, sm: 2 }, fontWeight: 600, minHeight: 40 },
      }}
    >
      {DASHBOARD_RANGES.map((range) => (
        <ToggleButton key={range} value={range}>
          {t(`merchantDashboard.ranges.${range}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
