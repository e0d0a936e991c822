import type { LedgerStatus } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { StatusChip } from '../../../../ui/status-chip';

const COLOURS: Record<LedgerStatus, { bgcolor: string; color: string }> = {
  order_delivered: { bgcolor: brand.primaryLight, color: brand.primaryDark },
  cancelled: { bgcolor: '#FDECEA', color: brand.danger },
};

/** Delivered in green, cancelled in red: how the order ended. */
export function LedgerStatusChip({ status }: { status: LedgerStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip sx={{ ...COLOURS[status], whiteSpace: 'nowrap' }}>
      {t(`merchantMoney.ledger.status.${status}`)}
    </StatusChip>
  );
}
