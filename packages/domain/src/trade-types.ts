/** Users whose trade_types do not include this are business users: other logo, no tip. */
export const RETAIL_TRADE_TYPE = 'Retail';

/**
 * SPEC §1/§6: a business customer's trade types do not include Retail (another logo, no tip).
 * Business is something a customer declares: no trade types at all (a guest, an account
 * before it chose any) shops as retail, on the web and on the server alike.
 */
export function isBusinessUser(tradeTypes: readonly string[] | null | undefined): boolean {
  if (!tradeTypes || tradeTypes.length === 0) return false;
  return !tradeTypes.includes(RETAIL_TRADE_TYPE);
}
