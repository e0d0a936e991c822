import { fontName } from './receipt-fonts.js';
import { COLORS } from './receipt-theme.js';
import type { Align, TextStyle } from './rich-text.js';

/** The receipt's type scale: Inter for English, Noto Nastaliq Urdu for Urdu (BRAND.md). */
export const STYLES = {
  body: { size: 8.5, weight: 'regular', color: COLORS.text },
  muted: { size: 8, weight: 'regular', color: COLORS.secondary },
  strong: { size: 10, weight: 'semibold', color: COLORS.text },
  itemName: { size: 9, weight: 'semibold', color: COLORS.text, leading: 1.3 },
  itemOption: { size: 7.5, weight: 'regular', color: COLORS.secondary, leading: 1.3 },
  amount: { size: 9, weight: 'regular', color: COLORS.text },
  amountStrong: { size: 9, weight: 'semibold', color: COLORS.text },
  struck: { size: 7.5, weight: 'regular', color: COLORS.secondary },
  saving: { size: 9, weight: 'regular', color: COLORS.primary },
  orderNumber: { size: 15, weight: 'bold', color: COLORS.text },
  total: { size: 11.5, weight: 'bold', color: COLORS.white },
  thanks: { size: 9, weight: 'semibold', color: COLORS.primary },
  small: { size: 7, weight: 'regular', color: COLORS.secondary },
} as const satisfies Record<string, TextStyle>;

const CAPTION_SIZE = 6.8;
const CAPTION_TRACKING = 0.3;
export const CAPTION_HEIGHT = 11;

export interface CaptionBox {
  x: number;
  top: number;
  width: number;
  align?: Align;
  color?: string;
}

/** A small upper-case heading ("DELIVER TO"); always English, so always Inter. */
export function drawCaption(doc: PDFKit.PDFDocument, text: string, box: CaptionBox): void {
  doc
    .font(fontName('latin', 'semibold'))
    .fontSize(CAPTION_SIZE)
    .fillColor(box.color ?? COLORS.secondary)
    .text(text.toUpperCase(), box.x, box.top + CAPTION_SIZE, {
      width: box.width,
      align: box.align ?? 'left',
      characterSpacing: CAPTION_TRACKING,
      lineBreak: false,
      baseline: 'alphabetic',
    });
}
