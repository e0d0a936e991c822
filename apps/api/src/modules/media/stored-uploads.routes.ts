import { SERVER_MESSAGES } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.js';
import { publicUploadOf, UPLOAD_CACHE_CONTROL } from './public-media.js';
import type { ObjectStorage } from './storage/object-storage.js';

/**
 * Public uploads kept in object storage (an S3 bucket), streamed under `/media/uploads/…` with
 * the disk route's headers: the URLs, the cache and the same-origin CSP stay as they are, the
 * bucket stays private, and any instance serves what another stored.
 */
export function storedUploadsRoutes(
  app: FastifyInstance,
  options: { storage: ObjectStorage },
): Promise<void> {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const { '*': path } = request.params as { '*': string };
    const upload = publicUploadOf(path);
    const stored = upload ? await options.storage.get(upload.key) : null;
    if (!upload || !stored) throw notFound(SERVER_MESSAGES.notFound);
    if (stored.length !== null) reply.header('content-length', stored.length);
    return reply
      .type(upload.contentType)
      .header('cache-control', UPLOAD_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .send(stored.body);
  });
  return Promise.resolve();
}
