import { SERVER_MESSAGES } from '@sauda/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound as notFoundError } from '../../http/app-error.js';
import { sendError, toErrorReply } from '../../http/error-handler.js';
import { labelFromSlug } from './art-urls.js';
import {
  renderIndustryArt,
  renderProductArt,
  renderStoreBanner,
  renderStoreLogo,
} from './svg-art.js';

type NamedArtKind = 'product' | 'store' | 'banner';

const NAMED_RENDERERS: Record<NamedArtKind, (industrySlug: string, name: string) => string> = {
  product: renderProductArt,
  store: renderStoreLogo,
  banner: renderStoreBanner,
};

const MAX_SEGMENT = 200;
// Same input, same picture: the art never changes for a URL, so browsers and CDNs may keep it forever.
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function isNamedKind(kind: string): kind is NamedArtKind {
  return Object.hasOwn(NAMED_RENDERERS, kind);
}

/** The name part of `something.svg`, or null when the file is not an SVG or is unreasonably long. */
function svgBaseName(file: string): string | null {
  if (!file.endsWith('.svg') || file.length > MAX_SEGMENT) return null;
  const base = file.slice(0, -'.svg'.length);
  return base.length > 0 ? base : null;
}

function notFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, toErrorReply(notFoundError(SERVER_MESSAGES.pictureNotFound)));
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('Content-Type', 'image/svg+xml')
    .header('Cache-Control', CACHE_FOREVER)
    .send(svg);
}

/**
 * Generated artwork, registered under `/media`:
 * `/art/industry/:slug.svg`, `/art/{product|store|banner}/:industry/:name.svg`.
 */
export const mediaRoutes: FastifyPluginAsync = (app) => {
  app.get<{ Params: { kind: string; file: string } }>(
    '/art/:kind/:file',
    async (request, reply) => {
      const slug = svgBaseName(request.params.file);
      if (request.params.kind !== 'industry' || slug === null) return notFound(reply);
      return sendSvg(reply, renderIndustryArt(slug, labelFromSlug(slug)));
    },
  );

  app.get<{ Params: { kind: string; industry: string; file: string } }>(
    '/art/:kind/:industry/:file',
    async (request, reply) => {
      const { kind, industry } = request.params;
      const name = svgBaseName(request.params.file);
      if (!isNamedKind(kind) || name === null || industry.length > MAX_SEGMENT)
        return notFound(reply);
      return sendSvg(reply, NAMED_RENDERERS[kind](industry, labelFromSlug(name)));
    },
  );
  return Promise.resolve();
};
