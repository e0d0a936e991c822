import {
  applicationMoveProblem,
  type Application,
  type ApplicationStatusBody,
} from '@sauda/domain';
import { isRequestError } from '../../../api/request-error';

export type Decision = ApplicationStatusBody['status'];

const DECISIONS: readonly Decision[] = ['reviewed', 'accepted', 'rejected'];

/** The moves the domain allows from the application's status, in the order they are offered. */
export function decisionsFor(status: Application['status']): Decision[] {
  return DECISIONS.filter((decision) => applicationMoveProblem(status, decision) === null);
}

/**
 * Whether the server asked which industry the new store is in: 400 with `fields.industry_id`
 * when a merchant's category matches no industry ("Other").
 */
export function asksForIndustry(error: unknown): boolean {
  return isRequestError(error) && error.status === 400 && Boolean(error.fields?.industry_id);
}
