import { karachiDateTime } from '@sauda/domain';
import type { ReceiptData } from './receipt-data.js';
import { drawCaption, STYLES } from './receipt-styles.js';
import { COLORS, MARGIN } from './receipt-theme.js';
import { drawText } from './rich-text.js';
import { drawWordmark, wordmarkWidth } from './sauda-wordmark.js';

const BAND_HEIGHT = 94;
const STRIPE_HEIGHT = 5;
const RIGHT_COLUMN = 190;

/** The first page's band: the wordmark on a wash of green, the order number and placing time. */
export function drawReceiptHeader(doc: PDFKit.PDFDocument, data: ReceiptData): number {
  const width = doc.page.width;
  doc.rect(0, 0, width, BAND_HEIGHT).fill(COLORS.tint);
  doc.rect(0, 0, width, STRIPE_HEIGHT).fill(COLORS.primary);
  drawWordmark(doc, MARGIN, 26, 30);
  drawText(doc, 'Order receipt', STYLES.muted, {
    x: MARGIN + 2,
    top: 62,
    width: wordmarkWidth(30) + 40,
  });
  const right = { x: width - MARGIN - RIGHT_COLUMN, width: RIGHT_COLUMN, align: 'right' as const };
  drawCaption(doc, 'Order number', { ...right, top: 24 });
  drawText(doc, data.orderNumber, STYLES.orderNumber, { ...right, top: 34 });
  drawText(doc, `Placed ${karachiDateTime(data.placedAt)}`, STYLES.muted, { ...right, top: 58 });
  return BAND_HEIGHT;
}

/** The top of every later page: a small wordmark and whose receipt this is. */
export function drawContinuationHeader(doc: PDFKit.PDFDocument, data: ReceiptData): number {
  const width = doc.page.width;
  doc.rect(0, 0, width, STRIPE_HEIGHT).fill(COLORS.primary);
  drawWordmark(doc, MARGIN, 20, 18);
  drawText(doc, `Receipt ${data.orderNumber} (continued)`, STYLES.muted, {
    x: width - MARGIN - RIGHT_COLUMN,
    top: 24,
    width: RIGHT_COLUMN,
    align: 'right',
  });
  doc
    .moveTo(MARGIN, 50)
    .lineTo(width - MARGIN, 50)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();
  return 62;
}
