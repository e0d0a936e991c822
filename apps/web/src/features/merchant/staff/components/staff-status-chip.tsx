import type { StaffMember } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { StatusChip } from '../../../../ui/status-chip';

const COLORS = {
  active: { bgcolor: brand.primaryLight, color: brand.primaryDark },
  invited: { bgcolor: brand.accentLight, color: brand.text },
} as const;

/** Active in green; Invited (waiting for the number to sign in) in saffron. */
export function StaffStatusChip({ status }: { status: StaffMember['status'] }) {
  const { t } = useTranslation();
  return (
    <StatusChip sx={{ ...COLORS[status], whiteSpace: 'nowrap' }}>
      {t(`merchantStaff.status.${status}`)}
    </StatusChip>
  );
}
