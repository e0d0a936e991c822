import type { Industry } from '@sauda/domain';

/** Industries in their display order; a query `select` so every screen agrees on it. */
export function sortIndustries(industries: Industry[]): Industry[] {
  return [...industries].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}
