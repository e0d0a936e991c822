import { isRequestError } from '../../../../api/request-error';

/** What the server said is wrong with the asked dates, per field; null for any other failure. */
export interface RangeProblem {
  from?: string;
  to?: string;
}

const RANGE_FIELDS = ['from', 'to'] as const;

/**
 * A refused range (400 with `fields.from` or `fields.to`): the dates need changing, so the page
 * says so under them rather than offering a retry that would fail the same way.
 */
export function rangeProblemOf(error: unknown): RangeProblem | null {
  if (!isRequestError(error) || error.status !== 400 || !error.fields) return null;
  const problem: RangeProblem = {};
  for (const field of RANGE_FIELDS) {
    const message = error.fields[field];
    if (message) problem[field] = message;
  }
  return Object.keys(problem).length > 0 ? problem : null;
}
