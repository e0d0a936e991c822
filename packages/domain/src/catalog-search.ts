/** Longest search text the API accepts. */
export const MAX_SEARCH_LENGTH = 100;

/** Search results from all stores merge into this pseudo-industry. */
export const PSEUDO_INDUSTRY_ID = -1;
