import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '../../api/query-client';
import { configureRequester } from '../../api/request-config';
import { authStore } from '../../features/auth/store/auth-store';
import { jsonScript } from './json-script';
import { PAGE_DATA_ELEMENT_ID } from './page-data';
import { renderPage, type RenderedPage } from './render-page';
import { RENDERING_GUEST } from './rendering-guest';

export interface PageWithData extends RenderedPage {
  /** A `<script type="application/json">` holding the page's data, for the end of the body. */
  dataScript: string;
}

/** A page rarely nests more than two reads that wait on each other (the industries, then stores). */
const MAX_PASSES = 4;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Reads the page asked for while it rendered and that nothing has fetched yet. */
function readsToFetch(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );
}

/**
 * Renders a page of the catalog with its data, as a first-time visitor would see it once their
 * guest is signed in and the page's reads answer: the page renders, the reads it asked for are
 * fetched through `send` (the API in the server's own process), and it renders again until it
 * asks for nothing new. Rejects when a read fails. The data goes with the page, so the
 * browser's first render shows the same thing without asking for it again.
 */
export async function renderPageWithData(path: string, send: typeof fetch): Promise<PageWithData> {
  configureRequester({ send, cancelsEarlier: false });
  if (authStore.getState().user === null) authStore.login(RENDERING_GUEST);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS, retry: false } },
  });
  let page = await renderPage(path, client);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const reads = readsToFetch(client);
    if (reads.length === 0) break;
    // A failed read would render its error, which the browser, fetching it again, would not:
    // the page is then better served unrendered.
    await Promise.all(reads.map((query) => query.fetch()));
    page = await renderPage(path, client);
  }
  const dataScript = jsonScript(PAGE_DATA_ELEMENT_ID, dehydrate(client));
  client.clear();
  return { ...page, dataScript };
}
