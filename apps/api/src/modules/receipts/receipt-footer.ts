import type { ReceiptData } from './receipt-data.js';
import { STYLES } from './receipt-styles.js';
import { COLORS, FOOTER_HEIGHT, MARGIN } from './receipt-theme.js';
import { drawText } from './rich-text.js';

export const THANK_YOU = 'Thank you for ordering with Sauda!';

/** The foot of one page: thanks, the order number to quote, and which page this is. */
function drawFooter(doc: PDFKit.PDFDocument, data: ReceiptData, page: number, pages: number) {
  const width = doc.page.width - MARGIN * 2;
  const top = doc.page.height - FOOTER_HEIGHT + 14;
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + width, top)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();
  const below = drawText(doc, THANK_YOU, STYLES.thanks, { x: MARGIN, top: top + 8, width });
  drawText(
    doc,
    `Order ${data.orderNumber} · Quote this number if you need help with your order.`,
    STYLES.small,
    {
      x: MARGIN,
      top: below,
      width,
    },
  );
  drawText(doc, `Page ${page} of ${pages}`, STYLES.small, {
    x: MARGIN,
    top: top + 9,
    width,
    align: 'right',
  });
}

/** Drawn last, once the number of pages is known (the document buffers its pages). */
export function drawFooters(doc: PDFKit.PDFDocument, data: ReceiptData): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    drawFooter(doc, data, index - range.start + 1, range.count);
  }
}
