/**
 * Generic answers of the API's error handler (apps/api/src/http), which the web cannot import.
 * They are written here word for word so the Urdu interface can translate them too.
 */
export const SERVER_MESSAGES = Object.freeze({
  checkFields: 'Please check the highlighted fields.',
  sessionExpiredLogin: 'Session Expired. Please log in again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  fieldNotValid: 'This field is not valid.',
  internalError: 'Something went wrong on our side. Please try again.',
  mapSearchUnavailable: 'The map search is not available right now. Please try again.',
} as const);
