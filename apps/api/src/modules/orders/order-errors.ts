import {
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  SERVER_MESSAGES,
  type TransitionRefusal,
} from '@sauda/domain';
import { badRequest, notFound, type AppError } from '../../http/app-error.js';

// The orders' refusals: one factory each, so codes and words stay the same everywhere.

/** Also for another user's (or another store's) order: never reveal that it exists. */
export function orderNotFound(): AppError {
  return notFound(SERVER_MESSAGES.orderNotFound);
}

export function transitionRefused(refusal: TransitionRefusal): AppError {
  return badRequest(refusal.code, refusal.message);
}

export function handoverCodeRequired(): AppError {
  return badRequest(ORDER_ERROR_CODES.handoverCodeRequired, ORDER_MESSAGES.handoverCodeRequired);
}

export function handoverCodeIncorrect(): AppError {
  return badRequest(ORDER_ERROR_CODES.handoverCodeIncorrect, ORDER_MESSAGES.handoverCodeIncorrect);
}
