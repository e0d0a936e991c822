// Draws the installable app's PNG icons and the 1200×630 link-preview picture from the brand
// SVG, in Debian's Chromium through Playwright, into apps/web/public/icons. Run it again only
// when the logo or the brand colours change, and commit the PNGs:
//   node apps/web/scripts/generate-icons.mjs
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
const ICONS_DIR = `${PUBLIC_DIR}icons/`;
const FONTS_DIR = fileURLToPath(
  new URL('../../../node_modules/@fontsource/inter/files/', import.meta.url),
);

const GREEN = '#0B6E4F';
const GREEN_DARK = '#064D37';
const SAFFRON = '#F4A300';

// The bag of favicon.svg (a 64×64 drawing), for icons that must fill their square.
const BAG = `
  <path d="M16 26h32v20a6 6 0 0 1-6 6H22a6 6 0 0 1-6-6z" fill="${SAFFRON}"/>
  <path d="M23.5 26v-3.5a8.5 8.5 0 0 1 17 0V26" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>`;

/** A full-bleed square with the bag scaled about its centre (maskable icons keep a safe zone). */
function fullBleedIcon(scale) {
  const shift = 32 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
    <rect width="64" height="64" fill="${GREEN}"/>
    <g transform="translate(${shift} ${shift + 1}) scale(${scale})">${BAG}</g>
  </svg>`;
}

// The wordmark of ui/logo-mark.tsx in white, with the saffron bag.
const WORDMARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 126 44" width="504" height="176"
    fill="none" stroke-linecap="round" stroke-linejoin="round">
  <g stroke="#FFFFFF" stroke-width="6">
    <path d="M17 21.2C15.6 19.6 13.4 18.8 10.6 18.8 6.8 18.8 4.2 20.4 4.2 23.1 4.2 26 7.2 26.9 10.6 27.7 14.2 28.5 17.2 29.5 17.2 32.6 17.2 35.4 14.6 37.1 10.6 37.1 7.4 37.1 4.8 36 3.4 34"/>
    <circle cx="33" cy="28" r="9"/><path d="M42 19V37"/>
    <path d="M51 19V28.5A8.5 8.5 0 0 0 68 28.5M68 19V37"/>
    <circle cx="84" cy="28" r="9"/><path d="M93 4.5V37"/>
  </g>
  <path d="M101.5 22h17.5v12.5a3.5 3.5 0 0 1-3.5 3.5h-11a3.5 3.5 0 0 1-3.5-3.5z" fill="${SAFFRON}" stroke="${SAFFRON}" stroke-width="3"/>
  <path d="M105.5 22v-2.5a4.9 4.9 0 0 1 9.8 0v2.5" stroke="#FFFFFF" stroke-width="3"/>
  <path d="M120 19V37" stroke="#FFFFFF" stroke-width="6"/>
</svg>`;

async function fontFace(weight) {
  const data = await readFile(`${FONTS_DIR}inter-latin-${weight}-normal.woff2`);
  return `@font-face { font-family: Inter; font-weight: ${weight};
    src: url(data:font/woff2;base64,${data.toString('base64')}) format('woff2'); }`;
}

async function shareImage() {
  const fonts = (await Promise.all([600, 700].map(fontFace))).join('\n');
  return `<style>${fonts}
    body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: Inter, sans-serif;
      color: #FFFFFF; background: radial-gradient(circle at 88% 18%, #138A63 0, ${GREEN} 45%, ${GREEN_DARK} 100%); }
    main { position: absolute; inset: 0; padding: 88px 96px; display: flex; flex-direction: column; }
    h1 { margin: 44px 0 0; font-size: 72px; line-height: 1.08; font-weight: 700; letter-spacing: -1.5px; max-width: 860px; }
    p { margin: auto 0 0; font-size: 30px; font-weight: 600; color: #E3F1EC; }
    .ring { position: absolute; right: -130px; top: -170px; width: 420px; height: 420px;
      border-radius: 50%; border: 56px solid ${SAFFRON}; opacity: 0.9; }
  </style>
  <main>${WORDMARK}<h1>Your city's stores, delivered to your door</h1>
    <p>Groceries · Food · Pharmacy · 20+ categories — cash on delivery</p></main>
  <div class="ring"></div>`;
}

async function draw(page, { file, width, height, html, transparent = false }) {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px">${html}</body></html>`,
  );
  // Runs in the page, where `document` exists.
  await page.evaluate('document.fonts.ready');
  await page.screenshot({ path: `${ICONS_DIR}${file}`, omitBackground: transparent });
  console.log(`wrote public/icons/${file} (${width}×${height})`);
}

async function main() {
  await mkdir(ICONS_DIR, { recursive: true });
  const favicon = await readFile(`${PUBLIC_DIR}favicon.svg`, 'utf8');
  const sized = favicon.replace('<svg ', '<svg width="100%" height="100%" ');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await draw(page, {
      file: 'icon-192.png',
      width: 192,
      height: 192,
      html: sized,
      transparent: true,
    });
    await draw(page, {
      file: 'icon-512.png',
      width: 512,
      height: 512,
      html: sized,
      transparent: true,
    });
    // Maskable: the launcher crops to its own shape, so the bag stays inside the central 80 %.
    await draw(page, {
      file: 'icon-maskable-512.png',
      width: 512,
      height: 512,
      html: fullBleedIcon(0.72),
    });
    // iOS rounds the corners itself and shows transparency as black.
    await draw(page, {
      file: 'apple-touch-icon.png',
      width: 180,
      height: 180,
      html: fullBleedIcon(0.86),
    });
    await draw(page, { file: 'og-image.png', width: 1200, height: 630, html: await shareImage() });
  } finally {
    await browser.close();
  }
}

await main();
