/**
 * What the operator's pages (the platform's own staff) and the /admin routes say. The Urdu
 * interface translates them by key (`operator.<name>`).
 */
export const OPERATOR_MESSAGES = Object.freeze({
  operatorsOnly: 'Only Sauda operators can do this.',
  applicationNotFound: 'Application not found.',
  applicationFinal: 'An accepted application cannot change.',
  applicationMove: 'This application cannot move to that status.',
  industryRequired: 'Choose the industry of the new store.',
  commissionRange: 'The commission is 0% to 100%, with at most 2 decimals.',
  nothingToChange: 'Send at least one change.',
} as const);

export type OperatorMessageKey = keyof typeof OPERATOR_MESSAGES;
