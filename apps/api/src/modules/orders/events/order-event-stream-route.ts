import { fastifySSE } from '@fastify/sse';
import { errorEnvelopeSchema } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createOrderEventStreams,
  DEFAULT_HEARTBEAT_INTERVAL_MS,
  type ServeOrderEvents,
} from './order-event-streams.js';

export interface OrderEventStreamRoutesOptions {
  heartbeatIntervalMs?: number;
}

/** Server-Sent Events for the plugin's routes (with heartbeat comments), and their streams. */
export async function registerOrderEventStreams(
  app: FastifyInstance,
  options: OrderEventStreamRoutesOptions,
): Promise<ServeOrderEvents> {
  await app.register(fastifySSE, {
    heartbeatInterval: options.heartbeatIntervalMs ?? DEFAULT_HEARTBEAT_INTERVAL_MS,
  });
  return createOrderEventStreams(app);
}

interface OrderEventStreamDoc {
  /** How the stream goes, for the operation and for its text/event-stream body alike. */
  description: string;
  /** The events it carries, as the 200 response names them. */
  events: string;
  /** The route's refusals besides 401, answered as JSON errors before the stream starts. */
  refusals?: readonly number[];
}

/**
 * The schema every order event stream shares: a signed-in caller (401 otherwise), the
 * Last-Event-ID to resume after, and a text/event-stream body. The route adds its tags,
 * summary and params.
 */
export function orderEventStreamSchema({
  description,
  events,
  refusals = [],
}: OrderEventStreamDoc) {
  return {
    description,
    security: [{ bearerAuth: [] }],
    headers: z.looseObject({ 'last-event-id': z.string().optional() }),
    response: {
      200: {
        description: `text/event-stream of ${events}`,
        content: { 'text/event-stream': { schema: z.string().describe(description) } },
      },
      401: errorEnvelopeSchema,
      ...Object.fromEntries(refusals.map((status) => [status, errorEnvelopeSchema])),
    },
  };
}
