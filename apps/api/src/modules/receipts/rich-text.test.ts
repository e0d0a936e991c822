import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReceiptFonts, registerReceiptFonts } from './receipt-fonts.js';
import { setParagraph, type TextStyle } from './rich-text.js';

const STYLE: TextStyle = { size: 9, weight: 'regular', color: '#1C1F1E' };
let doc: PDFKit.PDFDocument;

beforeAll(async () => {
  doc = new PDFDocument({ size: 'A5', margin: 0 });
  registerReceiptFonts(doc, await loadReceiptFonts());
});

describe('setParagraph', () => {
  it('wraps mixed English and Urdu within the width', () => {
    const text = 'Olpers Milk 1L (اولپرز دودھ 1 لیٹر) family pack for the whole week';
    const paragraph = setParagraph(doc, text, STYLE, 120);
    expect(paragraph.lines.length).toBeGreaterThan(1);
    for (const line of paragraph.lines) expect(line.width).toBeLessThanOrEqual(120.5);
    const words = paragraph.lines.flatMap((line) => line.runs.map((run) => run.text)).join(' ');
    for (const word of ['Olpers', 'دودھ', 'لیٹر', 'week']) expect(words).toContain(word);
  });

  it('gives Urdu lines more height than English ones', () => {
    const english = setParagraph(doc, 'Milk', STYLE, 200);
    const urdu = setParagraph(doc, 'دودھ', STYLE, 200);
    expect(urdu.height).toBeGreaterThanOrEqual(english.height * 1.6);
    expect(urdu.lines[0]?.hasUrdu).toBe(true);
    expect(english.lines[0]?.hasUrdu).toBe(false);
  });

  it('shapes Urdu words that fontkit 2.0.4 cannot position on its own', () => {
    const paragraph = setParagraph(doc, 'نزد میٹرو، اولپرز دودھ', STYLE, 200);
    expect(paragraph.width).toBeGreaterThan(0);
  });

  it('keeps a paragraph of one long word inside the width', () => {
    const paragraph = setParagraph(doc, 'Supercalifragilisticexpialidocious', STYLE, 60);
    expect(paragraph.lines.length).toBeGreaterThan(1);
    for (const line of paragraph.lines) expect(line.width).toBeLessThanOrEqual(60);
  });
});
