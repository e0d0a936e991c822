import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_CACHE_CONTROL } from './public-media.js';

/**
 * Uploaded pictures (avatars, store images, product photos) stored on local disk, served under
 * `/media/uploads/…`; `stored-uploads.routes.ts` serves them from a bucket instead.
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
      response.setHeader('cache-control', UPLOAD_CACHE_CONTROL);
      response.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
