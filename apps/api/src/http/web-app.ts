import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { replacePageHead } from '@sauda/domain/page-head';
import { findPublicPage, isNoindexPath } from '@sauda/domain/public-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerNotFoundHandler } from './error-handler.js';
import { builtFile } from './seo/built-file.js';
import { pageCompressor } from './seo/compressed-page.js';
import { catalogPageHead, type CatalogHeadContext } from './seo/catalog-page-head.js';
import { catalogPagePath } from './seo/catalog-page-path.js';
import { htmlForPublicPage } from './seo/page-html.js';
import { PAGE_META_FILE, parsePageMetaFile } from './seo/page-meta-file.js';
import { PRERENDERED_DIR, prerenderedPages } from './seo/prerendered-pages.js';
import { publicOrigin } from './seo/public-origin.js';
import { seoRoutes } from './seo/seo.routes.js';
import {
  catalogPageAnswer,
  type CatalogPageAnswer,
} from './server-rendering/catalog-page-answer.js';
import { pageRenderer } from './server-rendering/page-renderer.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Paths the SPA never owns: their unknown URLs answer the JSON 404.
const SERVER_PREFIXES = ['/api/', '/media/', '/metrics/'];

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/**
 * Whether the client asked for JSON rather than a page: curl and link-preview crawlers send a
 * wildcard Accept or none at all and must still get the page, as browsers (text/html) do.
 */
function asksForJson(accept: string): boolean {
  return /\bjson\b/i.test(accept) && !accept.includes('text/html');
}

/** A GET of a client-side route (not an API call, not a missing asset file, not a JSON call). */
export function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request);
  if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix)) {
    return false;
  }
  if (path.posix.extname(pathname) !== '') return false;
  return !asksForJson(request.headers.accept ?? '');
}

const compressPage = pageCompressor();

/**
 * A page's HTML with its own meta: revalidated like index.html, with an ETag to make that cheap.
 * A rendered catalog page depends on the session cookie; a personal one (it holds a new guest's
 * session) is never stored, nor compressed from a cache.
 */
function sendPageHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  rendered?: CatalogPageAnswer,
): FastifyReply {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  const personal = rendered?.personal === true;
  reply.header('vary', rendered ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  if (personal) reply.header('cache-control', 'no-store');
  else reply.header('cache-control', 'no-cache').header('etag', etag);
  if (!personal && request.headers['if-none-match'] === etag) return reply.code(304).send();
  const { body, encoding } = compressPage(
    html,
    personal ? null : etag,
    request.headers['accept-encoding'],
  );
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}

/**
 * index.html with a store's or product's own head; null for other pages and unknown ids. The
 * head is only for previews: when the catalog cannot be read, the page is still served as built.
 */
async function htmlForCatalogPage(
  app: FastifyInstance,
  indexHtml: string,
  context: Omit<CatalogHeadContext, 'db'>,
  pathname: string,
): Promise<string | null> {
  const page = catalogPagePath(pathname);
  if (!page) return null;
  try {
    const head = await catalogPageHead(page, { ...context, db: app.db });
    return head && replacePageHead(indexHtml, head);
  } catch (error) {
    app.log.error({ err: error, pathname }, 'catalog page head failed: serving the page as built');
    return null;
  }
}

/**
 * The SPA's answer to a page address: public pages get their own title, description and preview
 * tags in the HTML (for crawlers and link previews), and their pre-rendered content when the
 * build made it; store and product pages their catalog's name, price and picture; private and
 * internal pages a noindex header; every other page index.html as built (precompressed).
 */
function spaPageAnswer(app: FastifyInstance, webDistDir: string) {
  const indexHtml = builtFile(path.join(webDistDir, 'index.html'), (text) => text);
  const prerendered = prerenderedPages(webDistDir);
  const pageMeta = builtFile(path.join(webDistDir, PAGE_META_FILE), parsePageMetaFile);
  const renderer = pageRenderer(webDistDir);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const pathname = pathnameOf(request);
    if (isNoindexPath(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    const page = findPublicPage(pathname);
    const html = (page && prerendered(page.path)) ?? indexHtml();
    const meta = pageMeta();
    const origin = publicOrigin(app.config.publicOrigin, request);
    const pageHtml =
      html &&
      meta &&
      (htmlForPublicPage(html, meta, pathname, origin) ??
        (await htmlForCatalogPage(app, html, { meta, origin }, pathname)));
    const rendered =
      html &&
      (await catalogPageAnswer(app, renderer, request, { pathname, html: pageHtml ?? html }));
    // Not returned: a reply is a thenable, and the caller already waits on it (see below).
    if (rendered) void sendPageHtml(request, reply, rendered.html, rendered);
    else if (pageHtml) void sendPageHtml(request, reply, pageHtml);
    else void reply.sendFile('index.html');
  };
}

/**
 * Serves the built SPA from `webDistDir` when it exists: hashed files under /assets are cached
 * for a year, everything else (index.html) is revalidated on every load so a deploy shows at
 * once. Unknown non-API pages answer index.html (history routing); other unknown URLs answer
 * the JSON 404. Without a build (API-only or `vite dev`) only the JSON 404 remains.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  await app.register(seoRoutes);
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
    // The server writes these itself, with absolute addresses; an older build may still hold them.
    // Pre-rendered pages are answered at their page addresses only.
    globIgnore: ['robots.txt', 'sitemap.xml', `${PRERENDERED_DIR}/**`],
    // The build writes .br and .gz beside each text file; browsers that accept them get those.
    preCompressed: true,
    // "/" is a page like the others (the store listing), not the file index.html.
    index: false,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
  const answerSpaPage = spaPageAnswer(app, webDistDir);
  registerNotFoundHandler(app, (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsSpaPage(request)) return undefined;
    // A store or product page reads the catalog first; Fastify waits on the returned reply.
    answerSpaPage(request, reply).catch((error: unknown) => reply.send(error));
    return reply;
  });
}
