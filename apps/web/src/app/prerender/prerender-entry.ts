// The build's server-side entry (vite build --ssr): run by scripts/prerender-pages.mjs for the
// public pages, and by the API to render catalog pages with their data as they are asked for.
export { renderPage } from './render-page';
export { renderPageWithData } from './render-with-data';
export { pageGuestScript, type PageGuest } from './page-guest';
export { PRERENDERED_PATHS } from './prerendered-paths';
