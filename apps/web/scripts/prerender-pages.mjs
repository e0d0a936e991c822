// Writes dist/prerendered/<page>.html for the public pages: index.html with the page rendered
// into #root and its styles in the head. The server answers these pages with that file.
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The pages must match the production browser build (class names, React's production mode).
process.env.NODE_ENV = 'production';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const { renderPage, PRERENDERED_PATHS } = await import(
  new URL('../dist-prerender/prerender-entry.js', import.meta.url).href
);

const indexHtml = readFileSync(`${dist}index.html`, 'utf8');
mkdirSync(`${dist}prerendered`, { recursive: true });
for (const path of PRERENDERED_PATHS) {
  const { html, styleTags } = await renderPage(path);
  const page = indexHtml
    .replace('</head>', `${styleTags}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!page.includes(html)) throw new Error('index.html has no empty <div id="root"></div>');
  writeFileSync(`${dist}prerendered${path}.html`, page);
  console.log(`prerendered ${path}: ${(Buffer.byteLength(page) / 1024).toFixed(1)} kB`);
}
