import type { InjectOptions } from 'fastify';
import type { FuzzWorld } from './fuzz-world.js';
import type { FuzzRequest } from './route-request.js';

/** What the contract is checked on. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Sends the request as its actor, with a session of its own. */
export async function sendRequest(
  world: FuzzWorld,
  request: FuzzRequest,
  options: { eventStream?: boolean; freshSession?: boolean } = {},
): Promise<Answer> {
  const token = await world.tokenOf(request.actor, options.freshSession);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body?.contentType) headers['content-type'] = request.body.contentType;
  const inject: InjectOptions = {
    method: request.method,
    url: request.url,
    headers,
    ...(request.body ? { payload: request.body.payload } : {}),
  };
  if (!options.eventStream) return world.app.inject(inject);
  return sendToEventStream(world, inject);
}

/**
 * An accepted event stream never ends by itself: its status and type are all there is to check,
 * then the client goes away. A refused one answers like any other route.
 */
async function sendToEventStream(world: FuzzWorld, inject: InjectOptions): Promise<Answer> {
  const abort = new AbortController();
  const response = await world.app.inject({
    ...inject,
    payloadAsStream: true,
    signal: abort.signal,
  });
  const stream = response.stream();
  stream.on('error', () => {});
  const { statusCode, headers } = response;
  if (String(headers['content-type']).startsWith('text/event-stream')) {
    abort.abort();
    return { statusCode, headers, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { statusCode, headers, body: Buffer.concat(chunks).toString() };
}
