import {
  FIRST_PURCHASE_DISCOUNT_PERCENT,
  FIRST_PURCHASE_VOUCHER_CODE,
  FREE_DELIVERY_THRESHOLD_PAISA,
  FREE_RETURNS_DAYS,
  LOCAL_DATABASE_NAME,
  OTP_LENGTH,
  PIN_LENGTH,
  RIDER_MIN_AGE,
  TIP_QUICK_PICKS,
  formatMoney,
} from '@sauda/domain';
import { useTranslation } from 'react-i18next';

const tipLists = new Map<string, string>();

/** "50, 100 or 200" in the page's language; one formatter per language, as they are slow to make. */
function tipPicks(language: string): string {
  let list = tipLists.get(language);
  if (list === undefined) {
    list = new Intl.ListFormat(language, { type: 'disjunction' }).format(
      TIP_QUICK_PICKS.map(String),
    );
    tipLists.set(language, list);
  }
  return list;
}

/**
 * The facts the information pages quote, taken from the domain constants and the footer's
 * contact details, so the copy can never drift from what the product does.
 */
export function useInfoValues() {
  const { t, i18n } = useTranslation();
  return {
    code: FIRST_PURCHASE_VOUCHER_CODE,
    percent: FIRST_PURCHASE_DISCOUNT_PERCENT,
    // A no-break space keeps "Rs" and the amount on one line.
    amount: formatMoney(FREE_DELIVERY_THRESHOLD_PAISA).replace(' ', '\u00A0'),
    days: FREE_RETURNS_DAYS,
    minAge: RIDER_MIN_AGE,
    otpLength: OTP_LENGTH,
    pinLength: PIN_LENGTH,
    tips: tipPicks(i18n.language),
    database: LOCAL_DATABASE_NAME,
    email: t('footer.supportEmail'),
    phone: t('footer.supportPhone'),
  };
}

export type InfoValues = ReturnType<typeof useInfoValues>;
