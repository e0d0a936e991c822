import {
  FIRST_PURCHASE_DISCOUNT_PERCENT,
  FIRST_PURCHASE_VOUCHER_CODE,
  FREE_RETURNS_DAYS,
  LOCAL_DATABASE_NAME,
  OTP_LENGTH,
  PIN_LENGTH,
  RIDER_MIN_AGE,
  TIP_QUICK_PICKS,
  formatMoney,
} from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { useGlobalSettings } from '../../../api/endpoints/global-settings';
import { orList } from './or-list';

/**
 * The facts the information pages quote, taken from the global configuration, the domain
 * constants and the footer's contact details, so the copy can never drift from what the product
 * does.
 */
export function useInfoValues() {
  const { t } = useTranslation();
  const { freeDeliveryThresholdPaisa } = useGlobalSettings();
  return {
    code: FIRST_PURCHASE_VOUCHER_CODE,
    percent: FIRST_PURCHASE_DISCOUNT_PERCENT,
    // A no-break space keeps "Rs" and the amount on one line.
    amount: formatMoney(freeDeliveryThresholdPaisa).replace(' ', '\u00A0'),
    days: FREE_RETURNS_DAYS,
    minAge: RIDER_MIN_AGE,
    otpLength: OTP_LENGTH,
    pinLength: PIN_LENGTH,
    tips: orList(TIP_QUICK_PICKS.map(String), t),
    database: LOCAL_DATABASE_NAME,
    email: t('footer.supportEmail'),
    phone: t('footer.supportPhone'),
  };
}

export type InfoValues = ReturnType<typeof useInfoValues>;
