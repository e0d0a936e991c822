import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PNL_GROUPS, type PnlGroup } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

interface GroupToggleProps {
  value: PnlGroup;
  onChange: (group: PnlGroup) => void;
}

/** Day / Month as one segmented control; one of them is always chosen. */
export function GroupToggle({ value, onChange }: GroupToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_event, next: PnlGroup | null) => {
        if (next !== null) onChange(next);
      }}
      aria-label={t('merchantMoney.pnl.group.label')}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiToggleButton-root': { px: 2, fontWeight: 600, minHeight: 40 },
      }}
    >
      {PNL_GROUPS.map((group) => (
        <ToggleButton key={group} value={group}>
          {t(`merchantMoney.pnl.group.${group}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
