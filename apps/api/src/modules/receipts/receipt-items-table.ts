import { formatMoney } from '@sauda/domain';
import type { ReceiptItem } from './receipt-data.js';
import type { PageFlow } from './receipt-page.js';
import { drawCaption, STYLES } from './receipt-styles.js';
import { COLORS } from './receipt-theme.js';
import {
  baselineOf,
  drawParagraph,
  setParagraph,
  type Align,
  type Paragraph,
  type TextStyle,
} from './rich-text.js';

const PAD_X = 8;
const PAD_Y = 7;
const HEADER_HEIGHT = 20;
const QTY_WIDTH = 28;
const PRICE_WIDTH = 74;
const AMOUNT_WIDTH = 76;
const GAP = 8;
const SPACE_AFTER = 14;

interface Column {
  x: number;
  width: number;
  align: Align;
}

interface Columns {
  item: Column;
  qty: Column;
  price: Column;
  amount: Column;
}

function columnsOf(flow: PageFlow): Columns {
  const amountX = flow.right - PAD_X - AMOUNT_WIDTH;
  const priceX = amountX - GAP - PRICE_WIDTH;
  const qtyX = priceX - GAP - QTY_WIDTH;
  const itemX = flow.left + PAD_X;
  return {
    item: { x: itemX, width: qtyX - GAP - itemX, align: 'left' },
    qty: { x: qtyX, width: QTY_WIDTH, align: 'center' },
    price: { x: priceX, width: PRICE_WIDTH, align: 'right' },
    amount: { x: amountX, width: AMOUNT_WIDTH, align: 'right' },
  };
}

const money = (paisa: number) => formatMoney(paisa, { prefix: 'PKR' });

interface Cell {
  paragraph: Paragraph;
  style: TextStyle;
}

interface SetRow {
  name: Cell;
  options: Cell | null;
  qty: Cell;
  price: Cell;
  regularPrice: Cell | null;
  amount: Cell;
  height: number;
}

function cell(doc: PDFKit.PDFDocument, text: string, style: TextStyle, column: Column): Cell {
  return { paragraph: setParagraph(doc, text, style, column.width), style };
}

function setRow(doc: PDFKit.PDFDocument, item: ReceiptItem, columns: Columns): SetRow {
  const name = cell(doc, item.name, STYLES.itemName, columns.item);
  const options =
    item.options.length > 0
      ? cell(doc, item.options.join(' · '), STYLES.itemOption, columns.item)
      : null;
  const price = cell(doc, money(item.unitPaisa), STYLES.amount, columns.price);
  const regularPrice =
    item.regularUnitPaisa === null
      ? null
      : cell(doc, money(item.regularUnitPaisa), STYLES.struck, columns.price);
  const itemHeight = name.paragraph.height + (options?.paragraph.height ?? 0);
  const priceHeight = price.paragraph.height + (regularPrice?.paragraph.height ?? 0);
  return {
    name,
    options,
    qty: cell(doc, String(item.quantity), STYLES.amount, columns.qty),
    price,
    regularPrice,
    amount: cell(doc, money(item.linePaisa), STYLES.amountStrong, columns.amount),
    height: PAD_Y * 2 + Math.max(itemHeight, priceHeight),
  };
}

function drawCell(doc: PDFKit.PDFDocument, content: Cell, column: Column, top: number): number {
  return drawParagraph(doc, content.paragraph, content.style, { ...column, top });
}

function strikeThrough(doc: PDFKit.PDFDocument, content: Cell, column: Column, top: number) {
  const line = content.paragraph.lines[0];
  if (!line) return;
  const y = top + baselineOf(line, content.style) - content.style.size * 0.28;
  const right = column.x + column.width;
  doc
    .moveTo(right - line.width, y)
    .lineTo(right, y)
    .lineWidth(0.6)
    .strokeColor(content.style.color)
    .stroke();
}

function drawRow(flow: PageFlow, row: SetRow, columns: Columns): void {
  const { doc } = flow;
  const top = flow.y + PAD_Y;
  const below = drawCell(doc, row.name, columns.item, top);
  if (row.options) drawCell(doc, row.options, columns.item, below);
  // Figures sit on the baseline of the name's first line, even when that line is Urdu.
  const nameLine = row.name.paragraph.lines[0];
  const figureLine = row.amount.paragraph.lines[0];
  const figuresTop =
    nameLine && figureLine
      ? top + baselineOf(nameLine, row.name.style) - baselineOf(figureLine, row.amount.style)
      : top;
  drawCell(doc, row.qty, columns.qty, figuresTop);
  const priceBelow = drawCell(doc, row.price, columns.price, figuresTop);
  if (row.regularPrice) {
    drawCell(doc, row.regularPrice, columns.price, priceBelow);
    strikeThrough(doc, row.regularPrice, columns.price, priceBelow);
  }
  drawCell(doc, row.amount, columns.amount, figuresTop);
  const bottom = flow.y + row.height;
  doc
    .moveTo(flow.left, bottom)
    .lineTo(flow.right, bottom)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();
}

function drawHeaderRow(flow: PageFlow, columns: Columns): void {
  const { doc } = flow;
  doc.roundedRect(flow.left, flow.y, flow.width, HEADER_HEIGHT, 6).fill(COLORS.surface);
  const top = flow.y + (HEADER_HEIGHT - 11) / 2 + 1;
  drawCaption(doc, 'Item', { ...columns.item, top });
  drawCaption(doc, 'Qty', { ...columns.qty, top });
  drawCaption(doc, 'Price', { ...columns.price, top });
  drawCaption(doc, 'Amount', { ...columns.amount, top });
  flow.y += HEADER_HEIGHT;
}

/** The lines of the order; on a new page the column headings come again. */
export function drawItemsTable(flow: PageFlow, items: readonly ReceiptItem[]): void {
  const columns = columnsOf(flow);
  const first = items[0];
  const firstHeight = first ? setRow(flow.doc, first, columns).height : 0;
  flow.ensureRoom(HEADER_HEIGHT + firstHeight);
  drawHeaderRow(flow, columns);
  for (const item of items) {
    const row = setRow(flow.doc, item, columns);
    if (flow.ensureRoom(row.height)) drawHeaderRow(flow, columns);
    drawRow(flow, row, columns);
    flow.y += row.height;
  }
  flow.y += SPACE_AFTER;
}
