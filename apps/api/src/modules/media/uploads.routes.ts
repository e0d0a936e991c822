import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_DAY = 'public, max-age=86400';

/**
 * Uploaded files (avatars, application photos) stored on local disk, served under
 * `/media/uploads/…`. Stored names are random, so a day of caching is safe.
 */
export async function uploadsRoutes(
  app: FastifyInstance,
  options: { mediaDir: string },
): Promise<void> {
  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', ONE_DAY);
      response.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
