import { errorEnvelopeSchema } from '@sauda/domain';

/** How every back office route appears in the OpenAPI document: one tag, the Bearer session. */
export const MERCHANT_TAGS = ['merchant'];
export const MERCHANT_SECURITY = [{ bearerAuth: [] }];

/** The refusals of a store's routes: bad input, no session, a role without the right, not a member. */
export const MERCHANT_ERRORS = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
