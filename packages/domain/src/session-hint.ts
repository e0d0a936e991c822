/**
 * A cookie the web app keeps while the browser holds a signed-in user (guest or registered).
 * It carries nothing but its presence: the server, which cannot read the browser's storage,
 * learns from it that a visitor already has a user and needs no guest made for them.
 */
export const SESSION_HINT_COOKIE = 'has_user';
