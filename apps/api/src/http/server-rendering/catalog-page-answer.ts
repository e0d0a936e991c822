import type { FastifyInstance, FastifyRequest } from 'fastify';
import { needsGuest, signInFirstVisitGuest } from './first-visit-guest.js';
import type { PageRenderer } from './page-renderer.js';
import { isRenderedCatalogPage, renderedPage, withRenderedPage } from './rendered-pages.js';

export interface CatalogPageAnswer {
  html: string;
  /** It holds a guest's session: no cache may keep it. */
  personal: boolean;
}

/**
 * A catalog page as the server renders it: `page.html` (index.html with the page's head) holding
 * the page and its data, and for a first-time visitor the guest the page is shown to. Null for
 * other pages, without a renderer, or when the page cannot be rendered.
 */
export async function catalogPageAnswer(
  app: FastifyInstance,
  renderer: () => Promise<PageRenderer | null>,
  request: FastifyRequest,
  page: { pathname: string; html: string },
): Promise<CatalogPageAnswer | null> {
  if (!isRenderedCatalogPage(page.pathname)) return null;
  const loaded = await renderer();
  const rendered = loaded && (await renderedPage(app, loaded, request.url));
  if (!loaded || !rendered) return null;
  const guest = needsGuest(request) ? await signInFirstVisitGuest(app, request) : null;
  const guestScript = guest ? loaded.pageGuestScript(guest) : '';
  return { html: withRenderedPage(page.html, rendered, guestScript), personal: guest !== null };
}
