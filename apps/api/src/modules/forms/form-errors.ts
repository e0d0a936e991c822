import { FORM_MESSAGES, SERVER_MESSAGES } from '@sauda/domain';
import { AppError, notFound, validationFailed } from '../../http/app-error.js';

export function unknownForm(): AppError {
  return notFound(FORM_MESSAGES.unknownForm, 'form_not_found');
}

/** One refused field: its own message is the best thing to show; several: the general one. */
export function formValidationFailed(fields: Record<string, string>): AppError {
  const messages = Object.values(fields);
  const message = messages.length === 1 && messages[0] ? messages[0] : SERVER_MESSAGES.checkFields;
  return validationFailed(fields, message);
}

export function filesUnavailable(): AppError {
  return new AppError('media_unavailable', FORM_MESSAGES.filesUnavailable, 503);
}
