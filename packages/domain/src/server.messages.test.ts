import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.messages.js';
import { MESSAGES } from './messages.js';
import { SERVER_MESSAGES } from './server.messages.js';
import { itKeepsCatalogRules } from './testing/message-catalog-rules.js';

describe('SERVER_MESSAGES', () => {
  it('keeps the texts the API answers word for word', () => {
    expect(SERVER_MESSAGES.checkFields).toBe('Please check the highlighted fields.');
    expect(SERVER_MESSAGES.bodyNotJson).toBe('The request body is not valid JSON.');
    expect(SERVER_MESSAGES.conflict).toBe(
      'This conflicts with the current state. Please refresh and try again.',
    );
    expect(SERVER_MESSAGES.orderNotFound).toBe('This order could not be found.');
  });

  it('says when to try again in the rate limiter’s words', () => {
    expect(SERVER_MESSAGES.rateLimitedFor('30 seconds')).toBe(
      'Too many requests. Please try again in 30 seconds.',
    );
    expect(SERVER_MESSAGES.rateLimitedFor('1 minute')).toBe(
      'Too many requests. Please try again in 1 minute.',
    );
  });

  it('names the largest map view', () => {
    expect(SERVER_MESSAGES.mapViewTooLarge(1.5)).toBe(
      'This map view is too large to list its places (at most 1.5° either way). Zoom in and try again.',
    );
  });

  itKeepsCatalogRules(SERVER_MESSAGES, [MESSAGES, AUTH_MESSAGES]);
});
