/**
 * What the API answers for refusals that belong to no one feature: the error handler's
 * generic replies, things that do not exist, and the map. The web shows these same words and
 * the Urdu interface translates them by key; texts with a value in them are functions of it.
 */
import { domainMessage } from './domain-message.js';

export const SERVER_MESSAGES = Object.freeze({
  // Any request
  checkFields: 'Please check the highlighted fields.',
  sessionExpiredLogin: 'Session Expired. Please log in again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  /** `wait` as the rate limiter words it: "30 seconds", "1 minute". */
  rateLimitedFor: (wait: string) => `Too many requests. Please try again in ${wait}.`,
  fieldNotValid: 'This field is not valid.',
  internalError: 'Something went wrong on our side. Please try again.',

  // A request the server cannot read
  bodyNotJson: 'The request body is not valid JSON.',
  bodyEmpty: 'The request body is empty.',
  requestTooLarge: 'The request is too large.',
  fileTooLarge: 'The file is too large.',
  tooManyParts: 'The form has too many parts.',
  tooManyFiles: 'The form has too many files.',
  tooManyFields: 'The form has too many fields.',
  contentTypeNotSupported: 'This content type is not supported.',
  sendAsMultipart: 'Send this form as multipart/form-data.',
  badRequest: 'The request could not be understood.',
  methodNotAllowed: 'This method is not allowed here.',
  notAcceptable: 'This response format is not available.',
  requestTimeout: 'The request took too long.',
  conflict: 'This conflicts with the current state. Please refresh and try again.',
  urlTooLong: 'The address is too long.',
  notProcessed: 'The request could not be processed.',
  /** The load balancer's readiness probe: the database is out of reach or not migrated yet. */
  notReady: 'The service is not ready yet. Please try again shortly.',

  // Things that do not exist
  storeNotFound: 'This store could not be found.',
  productNotFound: 'This product could not be found.',
  orderNotFound: 'This order could not be found.',
  pictureNotFound: 'This picture does not exist.',

  // Location and map
  latLongTogether: 'Send lat and long together.',
  mapSearchUnavailable: 'The map search is not available right now. Please try again.',
  mapViewTooLarge: (maxDegrees: number) =>
    `This map view is too large to list its places (at most ${maxDegrees}° either way). Zoom in and try again.`,
} as const);

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

const SECONDS_PER_MINUTE = 60;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The texts with a value in them, keyed (`server.<name>`). */
export const KEYED_SERVER_MESSAGES = Object.freeze({
  /** Under a minute in seconds, else in whole minutes, as the rate limiter words its wait. */
  rateLimitedFor: (waitSeconds: number) => {
    const seconds = Math.max(1, Math.ceil(waitSeconds));
    if (seconds < SECONDS_PER_MINUTE) {
      const wait = plural(seconds, 'second', 'seconds');
      return domainMessage('server.rateLimitedSeconds', SERVER_MESSAGES.rateLimitedFor(wait), {
        count: seconds,
      });
    }
    const minutes = Math.round(seconds / SECONDS_PER_MINUTE);
    const wait = plural(minutes, 'minute', 'minutes');
    return domainMessage('server.rateLimitedMinutes', SERVER_MESSAGES.rateLimitedFor(wait), {
      count: minutes,
    });
  },
  mapViewTooLarge: (maxDegrees: number) =>
    domainMessage('server.mapViewTooLarge', SERVER_MESSAGES.mapViewTooLarge(maxDegrees), {
      degrees: maxDegrees,
    }),
});
