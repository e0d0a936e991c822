/** The two tabs of /promotions, as `?tab=` names them; vouchers first. */
export const PROMOTIONS_TABS = ['vouchers', 'discounts'] as const;
export type PromotionsTab = (typeof PROMOTIONS_TABS)[number];

export const TAB_PARAM = 'tab';

/** The tab a URL asks for; a missing or unknown one is Vouchers, never an error. */
export function tabFrom(params: URLSearchParams): PromotionsTab {
  const asked = params.get(TAB_PARAM);
  return PROMOTIONS_TABS.find((tab) => tab === asked) ?? 'vouchers';
}
