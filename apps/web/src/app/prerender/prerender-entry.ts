// The build's server-side entry (vite build --ssr), run by scripts/prerender-pages.mjs.
export { renderPage } from './render-page';
export { PRERENDERED_PATHS } from './prerendered-paths';
