/** The staff page's two tabs, in the address as `?tab=` so a reload keeps the one open. */
export const STAFF_TABS = Object.freeze(['people', 'activity'] as const);
export type StaffTab = (typeof STAFF_TABS)[number];

export const TAB_PARAM = 'tab';

export function tabFrom(params: URLSearchParams): StaffTab {
  return params.get(TAB_PARAM) === 'activity' ? 'activity' : 'people';
}
