import type { MerchantVoucherStatus, PromotionStatus } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { StatusChip } from '../../../../ui/status-chip';

type Shown = MerchantVoucherStatus | Exclude<PromotionStatus, 'none'>;

// Running is green, about to run saffron, everything that does not run now grey.
const COLOURS: Record<Shown, { bgcolor: string; color: string }> = {
  active: { bgcolor: brand.primaryLight, color: brand.primaryDark },
  scheduled: { bgcolor: brand.accentLight, color: brand.text },
  paused: { bgcolor: brand.divider, color: brand.text },
  used_up: { bgcolor: brand.divider, color: brand.text },
  expired: { bgcolor: brand.background, color: brand.textSecondary },
  ended: { bgcolor: brand.background, color: brand.textSecondary },
};

/** Where a voucher or a discount stands, in words (never colour alone). */
export function PromotionStatusChip({ status }: { status: Shown }) {
  const { t } = useTranslation();
  return (
    <StatusChip sx={{ ...COLOURS[status], border: `1px solid ${brand.divider}` }}>
      {t(`merchantPromotions.status.${status}`)}
    </StatusChip>
  );
}
