import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { MerchantVoucher } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

interface VoucherPauseSwitchProps {
  voucher: MerchantVoucher;
  /** While its change is on its way: the switch shows the asked state and waits. */
  pending: boolean;
  onToggle: (voucher: MerchantVoucher, isActive: boolean) => void;
}

/** On: shoppers may use the voucher within its window; off: paused until switched on again. */
export function VoucherPauseSwitch({ voucher, pending, onToggle }: VoucherPauseSwitchProps) {
  const { t } = useTranslation();
  const on = pending ? !voucher.is_active : voucher.is_active;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={on}
          disabled={pending}
          onChange={(_event, isActive) => onToggle(voucher, isActive)}
          slotProps={{
            input: { 'aria-label': t('merchantPromotions.voucher.toggle', { code: voucher.code }) },
          }}
        />
      }
      label={on ? t('merchantPromotions.voucher.on') : t('merchantPromotions.voucher.paused')}
      slotProps={{ typography: { variant: 'body2', sx: { fontWeight: 600 } } }}
    />
  );
}
