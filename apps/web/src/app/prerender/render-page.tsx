import { Writable } from 'node:stream';
import createEmotionServer from '@emotion/server/create-instance';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { initI18n, loadAllTexts } from '../../i18n';
import { AppProviders } from '../app-providers';
import { createLtrCache, SERVER_STYLES_ATTRIBUTE } from '../emotion-cache';
import { appRoutes } from '../routes/app-routes';
import { BrowserOnlyParts } from './browser-only-parts';

export interface RenderedPage {
  /** What goes inside `#root`. */
  html: string;
  /** The page's styles as emotion `<style>` tags, for the head: the browser adopts them. */
  styleTags: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            parts.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Renders a page of the app to HTML as a first-time visitor sees it (English, nothing stored),
 * with every lazy part loaded, so the browser can hydrate it in place. Without `queryClient`
 * no data is fetched; with one, the page shows what that client holds.
 */
export async function renderPage(path: string, queryClient?: QueryClient): Promise<RenderedPage> {
  await initI18n('en');
  await loadAllTexts();
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createLtrCache();
  const emotionServer = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders serverCache={cache} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every boundary inline, in document order: no reveal scripts, which the CSP would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  renderToString(
    <AppProviders serverCache={cache}>
      <BrowserOnlyParts />
    </AppProviders>,
  );
  // Every style the render inserted, not only the classes the HTML names: MUI composes some
  // classes out of others that never reach an element, and a style missing here is one the
  // browser would insert again while it hydrates.
  const everyClass = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`);
  const chunks = emotionServer.extractCriticalToChunks(`${html}${everyClass.join(' ')}`);
  return { html, styleTags: styleTagsOf(chunks.styles) };
}

/**
 * The page's style tags. `data-s` keeps emotion's default cache from moving them at start-up
 * (it moves server styles that lack it). Global styles keep emotion's attribute, by which its
 * <Global> finds them; the others carry the attribute our cache adopts them by in place.
 */
function styleTagsOf(styles: { key: string; ids: string[]; css: string }[]): string {
  return styles
    .map(({ key, ids, css }) => {
      const attribute = key.endsWith('-global') ? 'data-emotion' : SERVER_STYLES_ATTRIBUTE;
      return `<style ${attribute}="${[key, ...ids].join(' ')}" data-s="">${css}</style>`;
    })
    .join('');
}
