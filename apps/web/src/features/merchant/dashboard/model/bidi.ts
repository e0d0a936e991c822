/**
 * Bidirectional isolates for figures inside sentences that may run right to left (Urdu):
 * without them the algorithm reorders neighbouring numbers ("14:00–15:00" becomes
 * "15:00–14:00") or pulls a count away from its word.
 */

/** Always left to right: times and ranges of times. */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** In the direction of its own first letter: "6 orders" or "6 آرڈرز", "Rs 1,200.00". */
export const isolated = (text: string) => `\u2068${text}\u2069`;
