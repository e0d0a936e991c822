import { z } from 'zod';
import { answerMessageShape, keyedMessageSchema } from './domain-message.schemas.js';

/** PostgreSQL's integer: no row has an id above it, and a query that compares one fails. */
export const LARGEST_ROW_ID = 2_147_483_647;

/**
 * The contract's error envelope: every non-2xx answer of the API has this shape. `message` is
 * English; `message_key` and `params` (when a domain catalog holds the message) let a client
 * say it in its own language, and `field_keys` does the same for the messages of `fields`.
 */
export const errorEnvelopeSchema = z.object({
  error: z
    .object({
      code: z.string(),
      ...answerMessageShape,
      fields: z.record(z.string(), z.string()).optional(),
      field_keys: z.record(z.string(), keyedMessageSchema).optional(),
    })
    .loose(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_items: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const industrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon_url: z.string(),
  position: z.number().int(),
});
export type Industry = z.infer<typeof industrySchema>;

export const industriesResponseSchema = z.object({ industry_types: z.array(industrySchema) });

/** A global configuration item; money values are rupees with 2 decimals. */
export const globalConfigurationSchema = z.object({
  identifier: z.string(),
  value: z.union([z.number(), z.string()]),
});
export type GlobalConfiguration = z.infer<typeof globalConfigurationSchema>;

export const globalConfigurationsResponseSchema = z.object({
  configurations: z.array(globalConfigurationSchema),
});

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** Readiness: the database answers and every bundled migration has been applied. */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** How many migrations the bundled journal holds (all of them applied). */
  migrations: z.number().int(),
});

export const metaResponseSchema = z.object({ version: z.string() });
