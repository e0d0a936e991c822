import {
  ADDRESS_MESSAGES,
  AUTH_MESSAGES,
  CHECKOUT_MESSAGES,
  FORM_MESSAGES,
  MERCHANT_MESSAGES,
  MESSAGES,
  ORDER_MESSAGES,
  SERVER_MESSAGES,
  VOUCHER_MESSAGES,
} from '@sauda/domain';

/**
 * The catalogs of English texts the web shows as they are written (form validation) or as the
 * server answers them. Their Urdu lives under `domainMessages.<catalog>.<key>` in ur.json.
 */
export const MESSAGE_CATALOGS = {
  messages: MESSAGES,
  auth: AUTH_MESSAGES,
  forms: FORM_MESSAGES,
  orders: ORDER_MESSAGES,
  vouchers: VOUCHER_MESSAGES,
  addresses: ADDRESS_MESSAGES,
  server: SERVER_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  merchant: MERCHANT_MESSAGES,
} as const;

export const DOMAIN_MESSAGES_SECTION = 'domainMessages';

/** `[i18n key, English text]` of every fixed text; texts with a number are patterns instead. */
export function fixedMessageEntries(): Array<[key: string, english: string]> {
  const entries: Array<[string, string]> = [];
  for (const [catalog, messages] of Object.entries(MESSAGE_CATALOGS)) {
    for (const [name, value] of Object.entries(messages)) {
      if (typeof value === 'string') entries.push([`${catalog}.${name}`, value]);
    }
  }
  entries.push(['auth.otpNoTriesLeft', AUTH_MESSAGES.otpInvalid(0)]);
  return entries;
}
