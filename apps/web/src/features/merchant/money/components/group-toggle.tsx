import { PNL_GROUPS, type PnlGroup } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { SegmentedToggle } from '../../../../ui/segmented-toggle';

interface GroupToggleProps {
  value: PnlGroup;
  onChange: (group: PnlGroup) => void;
}

/** Day / Month. */
export function GroupToggle({ value, onChange }: GroupToggleProps) {
  const { t } = useTranslation();
  return (
    <SegmentedToggle
      choices={PNL_GROUPS}
      value={value}
      onChange={onChange}
      labelOf={(group) => t(`merchantMoney.pnl.group.${group}`)}
      label={t('merchantMoney.pnl.group.label')}
    />
  );
}
