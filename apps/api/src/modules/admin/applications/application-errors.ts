import { OPERATOR_MESSAGES as M } from '@sauda/domain';
import { AppError, notFound, validationFailed } from '../../../http/app-error.js';

export function applicationNotFound(): AppError {
  return notFound(M.applicationNotFound, 'application_not_found');
}

export function invalidTransition(message: string): AppError {
  return new AppError('invalid_application_transition', message, 400);
}

/** A merchant's category matched no industry and the operator named none (or a missing one). */
export function industryRequired(): AppError {
  return validationFailed({ industry_id: M.industryRequired }, M.industryRequired);
}
