import { COLORS } from './receipt-theme.js';

/** The wordmark's drawing box (the web's logo mark uses the same 126 × 44 strokes). */
const VIEW_WIDTH = 126;
const VIEW_HEIGHT = 44;

const LETTERS = [
  'M17 21.2C15.6 19.6 13.4 18.8 10.6 18.8 6.8 18.8 4.2 20.4 4.2 23.1 4.2 26 7.2 26.9 10.6 27.7 14.2 28.5 17.2 29.5 17.2 32.6 17.2 35.4 14.6 37.1 10.6 37.1 7.4 37.1 4.8 36 3.4 34',
  'M42 19V37',
  'M51 19V28.5A8.5 8.5 0 0 0 68 28.5M68 19V37',
  'M93 4.5V37',
];
const BOWLS = [
  [33, 28],
  [84, 28],
] as const;
const BAG = 'M101.5 22h17.5v12.5a3.5 3.5 0 0 1-3.5 3.5h-11a3.5 3.5 0 0 1-3.5-3.5z';
const BAG_HANDLE = 'M105.5 22v-2.5a4.9 4.9 0 0 1 9.8 0v2.5';
const LAST_STEM = 'M120 19V37';

export function wordmarkWidth(height: number): number {
  return (height * VIEW_WIDTH) / VIEW_HEIGHT;
}

/**
 * "sauda" in lower case drawn as strokes, so it needs no font or image: the bowl of the last
 * "a" is a saffron shopping bag (BRAND.md). `top` and `height` in points.
 */
export function drawWordmark(
  doc: PDFKit.PDFDocument,
  x: number,
  top: number,
  height: number,
  color: string = COLORS.primary,
): void {
  doc.save();
  doc.translate(x, top).scale(height / VIEW_HEIGHT);
  doc.lineCap('round').lineJoin('round').lineWidth(6).strokeColor(color);
  for (const letter of LETTERS) doc.path(letter).stroke();
  for (const [cx, cy] of BOWLS) doc.circle(cx, cy, 9).stroke();
  doc.lineWidth(3).path(BAG).fillAndStroke(COLORS.accent, COLORS.accent);
  doc.strokeColor(color).path(BAG_HANDLE).stroke();
  // The stem goes over the bag so the letter still reads as an "a".
  doc.lineWidth(6).path(LAST_STEM).stroke();
  doc.restore();
}
