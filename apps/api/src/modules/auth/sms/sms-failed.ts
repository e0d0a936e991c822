import { AUTH_MESSAGES } from '@sauda/domain';
import { AppError } from '../../../http/app-error.js';

/** The gateway did not take the message: a bad gateway, not the user's fault. */
export function smsFailed(): AppError {
  return new AppError('sms_failed', AUTH_MESSAGES.smsFailed, 502);
}
