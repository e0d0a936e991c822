/**
 * The footer's "Cookie settings" button sends this window event: the footer lives in `ui/`,
 * which may not import features, so the two agree on this name instead.
 */
export const OPEN_COOKIE_SETTINGS_EVENT = 'sauda:open-cookie-settings';
