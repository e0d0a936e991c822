import { errorEnvelopeSchema } from '@sauda/domain';

/** How every operator route appears in the OpenAPI document: one tag, the Bearer session. */
export const ADMIN_TAGS = ['admin'];
export const ADMIN_SECURITY = [{ bearerAuth: [] }];

/** The refusals of an operator route: bad input, no session, not an operator, not found. */
export const ADMIN_ERRORS = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
