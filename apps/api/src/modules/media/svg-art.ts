import { drawPictogram, pictogramForIndustry } from './pictograms.js';

export const BRAND = {
  primary: '#0B6E4F',
  dark: '#064D37',
  accent: '#F4A300',
  surface: '#F6F7F5',
  text: '#1C1F1E',
  white: '#FFFFFF',
} as const;

interface Swatch {
  background: string;
  ink: string;
  accent: string;
}

// Tiles pick one of these by name hash: brand greens and saffron plus muted neighbours,
// each paired with an ink that keeps text contrast ≥ 4.5:1.
const SWATCHES: readonly Swatch[] = [
  { background: BRAND.primary, ink: BRAND.white, accent: BRAND.accent },
  { background: BRAND.dark, ink: BRAND.white, accent: BRAND.accent },
  { background: BRAND.accent, ink: BRAND.text, accent: BRAND.dark },
  { background: '#E3F1EA', ink: BRAND.dark, accent: BRAND.accent },
  { background: '#FFF1D0', ink: BRAND.text, accent: BRAND.primary },
  { background: '#2F5D50', ink: BRAND.white, accent: '#FFD479' },
  { background: BRAND.surface, ink: BRAND.primary, accent: BRAND.accent },
  { background: '#7A4E12', ink: BRAND.white, accent: '#FFD479' },
];

const FONT = 'Inter, system-ui, -apple-system, Segoe UI, sans-serif';
const MAX_LABEL = 120;

/** FNV-1a: a stable 32-bit hash so the same name always gets the same colours. */
export function hashName(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function swatchFor(name: string): Swatch {
  return SWATCHES[hashName(name) % SWATCHES.length] ?? SWATCHES[0]!;
}

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
}

/** Up to two initials: first letters of the first two words, or the first two letters of one word. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const [first, second] = words;
  if (!first) return '';
  const letters = second ? [...first][0]! + [...second][0]! : [...first].slice(0, 2).join('');
  return letters.toLocaleUpperCase('en');
}

function svgDocument(width: number, height: number, title: string, body: string): string {
  const label = escapeXml(clip(title, MAX_LABEL));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-label="${label}"><title>${label}</title>${body}</svg>`
  );
}

function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  anchor = 'middle',
): string {
  return (
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${fill}" ` +
    `text-anchor="${anchor}" dominant-baseline="central">${escapeXml(content)}</text>`
  );
}

/** An industry icon: the pictogram on a soft round tile (1:1, 200×200). */
export function renderIndustryArt(industrySlug: string, title: string): string {
  const body =
    `<rect width="200" height="200" rx="40" fill="${BRAND.surface}"/>` +
    `<circle cx="100" cy="100" r="78" fill="#E3F1EA"/>` +
    drawPictogram(pictogramForIndustry(industrySlug), 45, 45, 110, BRAND.primary, BRAND.accent);
  return svgDocument(200, 200, title, body);
}

/** A product picture: coloured tile with initials and the industry pictogram (1:1, 400×400). */
export function renderProductArt(industrySlug: string, name: string): string {
  const swatch = swatchFor(name);
  const initials = initialsOf(name);
  const body =
    `<rect width="400" height="400" fill="${swatch.background}"/>` +
    `<circle cx="340" cy="60" r="110" fill="${swatch.ink}" opacity="0.08"/>` +
    drawPictogram(pictogramForIndustry(industrySlug), 250, 250, 120, swatch.ink, swatch.accent) +
    (initials ? text(160, 170, 150, swatch.ink, initials) : '') +
    `<rect x="40" y="300" width="150" height="14" rx="7" fill="${swatch.accent}"/>`;
  return svgDocument(400, 400, name, body);
}

/** A store logo: initials in a round badge with a small pictogram (1:1, 200×200). */
export function renderStoreLogo(industrySlug: string, name: string): string {
  const swatch = swatchFor(name);
  const body =
    `<rect width="200" height="200" fill="${BRAND.surface}"/>` +
    `<circle cx="100" cy="100" r="92" fill="${swatch.background}"/>` +
    text(100, 84, 64, swatch.ink, initialsOf(name)) +
    drawPictogram(pictogramForIndustry(industrySlug), 76, 120, 48, swatch.ink, swatch.accent);
  return svgDocument(200, 200, name, body);
}

// Long names shrink so they stay clear of the pictogram on the right.
function bannerFontSize(title: string): number {
  return Math.max(40, Math.min(72, Math.floor(1400 / Math.max(title.length, 1))));
}

/** A store banner: flat brand scene with the store name and pictogram (3:1, 1200×400). */
export function renderStoreBanner(industrySlug: string, name: string): string {
  const swatch = swatchFor(`${name}:banner`);
  const title = clip(name, 34);
  const isLight = swatch.ink !== BRAND.white;
  const background = isLight ? BRAND.primary : swatch.background;
  const body =
    `<rect width="1200" height="400" fill="${background}"/>` +
    `<circle cx="1040" cy="200" r="230" fill="${BRAND.white}" opacity="0.08"/>` +
    `<circle cx="1040" cy="200" r="150" fill="${BRAND.white}" opacity="0.1"/>` +
    `<rect x="80" y="268" width="220" height="16" rx="8" fill="${BRAND.accent}"/>` +
    drawPictogram(pictogramForIndustry(industrySlug), 950, 110, 180, BRAND.white, BRAND.accent) +
    text(80, 190, bannerFontSize(title), BRAND.white, title, 'start');
  return svgDocument(1200, 400, name, body);
}
