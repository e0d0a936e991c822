/** The schemas of a domain message as it travels (see domain-message.ts for its types). */
import { z } from 'zod';
import type { KeyedMessage, MessageParams } from './domain-message.js';

export const messageParamsSchema: z.ZodType<MessageParams> = z.record(
  z.string(),
  z.union([z.string(), z.number()]),
);

export const keyedMessageSchema: z.ZodType<KeyedMessage> = z.object({
  key: z.string(),
  params: messageParamsSchema.optional(),
});

/**
 * A message as the API writes it into an answer (an error's or a success's): the English
 * `message`, and `message_key` and `params` when a catalog holds it.
 */
export const answerMessageShape = {
  message: z.string(),
  message_key: z.string().optional(),
  params: messageParamsSchema.optional(),
};
