import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerNotFoundHandler } from './error-handler.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Paths the SPA never owns: their unknown URLs answer the JSON 404.
const SERVER_PREFIXES = ['/api/', '/media/'];

/** A browser navigation to a client-side route (not an API call, not a missing asset file). */
export function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix)) {
    return false;
  }
  if (path.posix.extname(pathname) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA from `webDistDir` when it exists: hashed files under /assets are cached
 * for a year, everything else (index.html) is revalidated on every load so a deploy shows at
 * once. Unknown non-API pages answer index.html (history routing); other unknown URLs answer
 * the JSON 404. Without a build (API-only or `vite dev`) only the JSON 404 remains.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (!hasBuild) {
    app.log.info({ webDistDir }, 'no web build found: serving the API only');
    registerNotFoundHandler(app);
    return;
  }
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    // Routes for the files of the build, listed once at start: unknown paths skip the disk.
    wildcard: false,
    // The build writes .br and .gz beside each text file; browsers that accept them get those.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
  registerNotFoundHandler(app, (request: FastifyRequest, reply: FastifyReply) =>
    wantsSpaPage(request) ? reply.sendFile('index.html') : undefined,
  );
}
