import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A page of the web app rendered on the server with its data (apps/web `render-with-data.ts`). */
export interface RenderedPage {
  html: string;
  styleTags: string;
  dataScript: string;
}

export interface PageGuest {
  user: unknown;
  visitorId: string;
  guestSecret: string;
}

/** What the web build's server-side entry (`dist-prerender/prerender-entry.js`) offers. */
export interface PageRenderer {
  renderPageWithData(path: string, send: typeof fetch): Promise<RenderedPage>;
  pageGuestScript(guest: PageGuest): string;
}

/** The web build's server-side bundle, beside its browser build (`apps/web/dist`). */
export function rendererEntry(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-prerender', 'prerender-entry.js');
}

/**
 * The renderer of the web build in `webDistDir`, loaded on first use and again when a new
 * build replaces it; null when the build has none (the pages are then rendered in the browser).
 */
export function pageRenderer(webDistDir: string): () => Promise<PageRenderer | null> {
  const entry = rendererEntry(webDistDir);
  let loaded: { mtimeMs: number; renderer: Promise<PageRenderer> } | undefined;
  return async () => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = statSync(entry));
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entry).href}?build=${mtimeMs}`;
      loaded = { mtimeMs, renderer: import(url) as Promise<PageRenderer> };
    }
    return loaded.renderer;
  };
}
