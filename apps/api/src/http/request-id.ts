import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
// An id from a proxy or client is kept only when it is short and plain: it lands in every log line.
const ACCEPTABLE_ID = /^[\w.:@-]{1,128}$/;

/** Fastify's `genReqId`: the caller's `x-request-id` when acceptable, else a new UUID. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id on every answer (errors included) so a report can be matched to the log. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
