import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The element of a server-rendered page that holds the data it was rendered with. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * Puts the data a server-rendered page was rendered with into the app's query cache, so the
 * first render shows what the HTML shows, without fetching it again. Pages without it (built
 * or client-rendered) leave the cache empty.
 */
export function adoptPageData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    hydrate(client, JSON.parse(element.textContent) as DehydratedState);
  } catch (error) {
    // Unreadable data only costs the page its head start: its reads are fetched as usual.
    console.warn(error);
  }
}
