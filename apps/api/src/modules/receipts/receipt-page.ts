import { FOOTER_HEIGHT, MARGIN } from './receipt-theme.js';

/** Where the next block goes, and a fresh page when it would run into the footer. */
export interface PageFlow {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly right: number;
  readonly width: number;
  readonly bottom: number;
  y: number;
  /** Starts a new page unless `height` fits below `y`; answers whether it did. */
  ensureRoom(height: number): boolean;
}

/** `continuePage` draws the top of a follow-on page and answers where its content starts. */
export function createPageFlow(
  doc: PDFKit.PDFDocument,
  startY: number,
  continuePage: (doc: PDFKit.PDFDocument) => number,
): PageFlow {
  const flow: PageFlow = {
    doc,
    left: MARGIN,
    right: doc.page.width - MARGIN,
    width: doc.page.width - 2 * MARGIN,
    bottom: doc.page.height - FOOTER_HEIGHT,
    y: startY,
    ensureRoom(height) {
      if (flow.y + height <= flow.bottom) return false;
      doc.addPage();
      flow.y = continuePage(doc);
      return true;
    },
  };
  return flow;
}
