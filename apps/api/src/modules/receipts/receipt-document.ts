import PDFDocument from 'pdfkit';
import type { ReceiptData } from './receipt-data.js';
import { loadReceiptFonts, registerReceiptFonts } from './receipt-fonts.js';
import { drawFooters } from './receipt-footer.js';
import { drawContinuationHeader, drawReceiptHeader } from './receipt-header.js';
import { drawItemsTable } from './receipt-items-table.js';
import { createPageFlow } from './receipt-page.js';
import { drawParties } from './receipt-parties.js';
import { PAGE_SIZE } from './receipt-theme.js';
import { drawTotals } from './receipt-totals.js';

const SPACE_BELOW_HEADER = 16;

function newDocument(data: ReceiptData): PDFKit.PDFDocument {
  return new PDFDocument({
    size: PAGE_SIZE,
    // Every block is placed by hand; no margin may make PDFKit break pages on its own.
    margin: 0,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'en-PK',
    displayTitle: true,
    info: {
      Title: `Sauda receipt ${data.orderNumber}`,
      Author: 'Sauda',
      Subject: `Receipt for order ${data.orderNumber} from ${data.store.name}`,
      Creator: 'Sauda',
      Producer: 'Sauda',
      // The placing time, not the download time: the same order gives the same document.
      CreationDate: data.placedAt,
      ModDate: data.placedAt,
    },
  });
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The receipt of a placed order as a PDF file: header, parties, lines, bill and footers. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const fonts = await loadReceiptFonts();
  const doc = newDocument(data);
  const output = collect(doc);
  registerReceiptFonts(doc, fonts);
  const flow = createPageFlow(doc, drawReceiptHeader(doc, data) + SPACE_BELOW_HEADER, (page) =>
    drawContinuationHeader(page, data),
  );
  drawParties(flow, data);
  drawItemsTable(flow, data.items);
  drawTotals(flow, data);
  drawFooters(doc, data);
  doc.end();
  return output;
}
