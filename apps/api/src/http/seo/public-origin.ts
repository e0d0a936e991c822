import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute links are written with: the configured PUBLIC_ORIGIN, else the address
 * the request came to (behind a proxy, with TRUST_PROXY, the one the visitor typed).
 */
export function publicOrigin(configured: string | undefined, request: FastifyRequest): string {
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}
