/**
 * Who knocks in the access matrix. The cast is the same for every route: the shopper A and
 * store A own the objects asked for; everyone else tries to reach them.
 */
export const CAST = [
  'anonymous',
  'guest',
  'shopperA',
  'shopperB',
  'ownerA',
  'managerA',
  'staffA',
  'ownerB',
  'operator',
] as const;
export type CastMember = (typeof CAST)[number];

/**
 * Rightful actors that use up what they act on (a session, a guest's one verification), kept
 * apart so the cast stays usable for every other route.
 */
export const SINGLE_USE_ACTORS = [
  'leaver',
  'guestSigningUp',
  'guestAskingAgain',
  'guestResending',
  'guestVerifying',
] as const;
export type SingleUseActor = (typeof SINGLE_USE_ACTORS)[number];

export type Actor = CastMember | SingleUseActor;

/** Each actor's bearer token; the anonymous visitor has none. */
export type Tokens = Record<Actor, string | undefined>;
