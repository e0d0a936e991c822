import { formatMoney } from '@sauda/domain';
import { CASH_ON_DELIVERY, type ReceiptData, type ReceiptTotals } from './receipt-data.js';
import type { PageFlow } from './receipt-page.js';
import { CAPTION_HEIGHT, drawCaption, STYLES } from './receipt-styles.js';
import { CARD_RADIUS, COLORS } from './receipt-theme.js';
import { drawParagraph, drawText, setParagraph, type TextStyle } from './rich-text.js';

export const FREE_DELIVERY = 'Free Delivery';

const BOX_WIDTH = 200;
const GAP = 16;
const PADDING = 10;
const ROW_HEIGHT = 15;
const TOTAL_HEIGHT = 26;
const LABEL_GAP = 8;
const NOTE_BAR = 2.5;
// Every bill text is English: one Latin line is this many times its size (rich-text's default).
const LATIN_LEADING = 1.35;
const NOTE_INDENT = NOTE_BAR + 8;

const money = (paisa: number) => formatMoney(paisa, { prefix: 'PKR' });
const discount = (paisa: number) => formatMoney(-paisa, { prefix: 'PKR' });

interface BillRow {
  label: string;
  value: string;
  style: TextStyle;
  /** Text inside the label that may be shortened with "…" when the row is too narrow. */
  shortenable?: string;
}

/** The bill in the order a shopper reads it; lines that would say nothing are left out. */
export function billRows(totals: ReceiptTotals): BillRow[] {
  const rows: BillRow[] = [
    { label: 'Sub total', value: money(totals.subTotalPaisa), style: STYLES.amount },
  ];
  if (totals.itemsDiscountPaisa > 0) {
    const value = discount(totals.itemsDiscountPaisa);
    rows.push({ label: 'Items discount', value, style: STYLES.saving });
  }
  if (totals.voucher) {
    const { code, discountPaisa } = totals.voucher;
    rows.push({
      label: `Voucher (${code})`,
      value: discount(discountPaisa),
      style: STYLES.saving,
      shortenable: code,
    });
  }
  const fee = totals.deliveryFeePaisa;
  rows.push({
    label: 'Delivery fee',
    value: fee === 0 ? FREE_DELIVERY : money(fee),
    style: fee === 0 ? STYLES.saving : STYLES.amount,
  });
  if (totals.serviceFeePaisa > 0) {
    rows.push({ label: 'Service fee', value: money(totals.serviceFeePaisa), style: STYLES.amount });
  }
  if (totals.riderTipPaisa > 0) {
    rows.push({ label: 'Rider tip', value: money(totals.riderTipPaisa), style: STYLES.amount });
  }
  return rows;
}

/** The label on one line beside its amount: a long voucher code gives way with "…". */
function fittedLabel(doc: PDFKit.PDFDocument, row: BillRow, width: number): string {
  const fits = (text: string) => setParagraph(doc, text, STYLES.muted, width).lines.length <= 1;
  if (fits(row.label) || !row.shortenable) return row.label;
  const chars = [...row.shortenable];
  const shortened = () => row.label.replace(row.shortenable ?? '', `${chars.join('')}…`);
  while (chars.length > 1 && !fits(shortened())) chars.pop();
  return shortened();
}

function billHeight(rows: readonly BillRow[]): number {
  return PADDING * 2 + rows.length * ROW_HEIGHT + 6 + TOTAL_HEIGHT;
}

function drawBill(flow: PageFlow, totals: ReceiptTotals, rows: readonly BillRow[]): void {
  const { doc } = flow;
  const x = flow.right - BOX_WIDTH;
  doc.roundedRect(x, flow.y, BOX_WIDTH, billHeight(rows), CARD_RADIUS).fill(COLORS.surface);
  const inner = { x: x + PADDING, width: BOX_WIDTH - PADDING * 2 };
  let top = flow.y + PADDING;
  for (const row of rows) {
    const value = setParagraph(doc, row.value, row.style, inner.width);
    const labelWidth = inner.width - value.width - LABEL_GAP;
    const label = fittedLabel(doc, row, labelWidth);
    drawText(doc, label, STYLES.muted, { ...inner, width: labelWidth, top: top + 1 });
    drawParagraph(doc, value, row.style, { ...inner, top, align: 'right' });
    top += ROW_HEIGHT;
  }
  top += 6;
  const bar = { x: x + 4, width: BOX_WIDTH - 8 };
  doc.roundedRect(bar.x, top, bar.width, TOTAL_HEIGHT, 8).fill(COLORS.primary);
  const label = { ...STYLES.total, size: 10, weight: 'semibold' as const };
  const centred = (size: number) => top + (TOTAL_HEIGHT - size * LATIN_LEADING) / 2;
  drawText(doc, 'Total', label, { ...inner, top: centred(label.size) });
  drawText(doc, money(totals.totalPaisa), STYLES.total, {
    ...inner,
    top: centred(STYLES.total.size),
    align: 'right',
  });
}

function paymentNote(method: string): string | null {
  return method === CASH_ON_DELIVERY ? 'Pay the rider when your order arrives.' : null;
}

/** How the order is paid and what the rider should know, beside the bill. */
function drawPaymentAndNote(flow: PageFlow, data: ReceiptData, width: number): void {
  const { doc } = flow;
  const box = { x: flow.left, width };
  drawCaption(doc, 'Payment', { ...box, top: flow.y + 2 });
  let top = drawText(doc, data.paymentMethod, STYLES.strong, {
    ...box,
    top: flow.y + 2 + CAPTION_HEIGHT,
  });
  const hint = paymentNote(data.paymentMethod);
  if (hint) top = drawText(doc, hint, STYLES.muted, { ...box, top });
  if (!data.riderNote) return;
  top += 10;
  drawCaption(doc, 'Note for the rider', { ...box, top });
  top += CAPTION_HEIGHT + 2;
  const noteBox = { x: flow.left + NOTE_INDENT, top, width: width - NOTE_INDENT };
  const note = setParagraph(doc, data.riderNote, STYLES.body, noteBox.width);
  doc.rect(flow.left, top, NOTE_BAR, note.height).fill(COLORS.accent);
  drawParagraph(doc, note, STYLES.body, noteBox);
}

function leftColumnHeight(doc: PDFKit.PDFDocument, data: ReceiptData, width: number): number {
  const method = setParagraph(doc, data.paymentMethod, STYLES.strong, width).height;
  const hint = paymentNote(data.paymentMethod);
  const hintHeight = hint ? setParagraph(doc, hint, STYLES.muted, width).height : 0;
  const noteHeight = data.riderNote
    ? 10 +
      CAPTION_HEIGHT +
      2 +
      setParagraph(doc, data.riderNote, STYLES.body, width - NOTE_INDENT).height
    : 0;
  return 2 + CAPTION_HEIGHT + method + hintHeight + noteHeight;
}

/** The bill box at the right, payment and the rider's note at the left; kept on one page. */
export function drawTotals(flow: PageFlow, data: ReceiptData): void {
  const rows = billRows(data.totals);
  const leftWidth = flow.width - BOX_WIDTH - GAP;
  const height = Math.max(billHeight(rows), leftColumnHeight(flow.doc, data, leftWidth));
  flow.ensureRoom(height);
  drawBill(flow, data.totals, rows);
  drawPaymentAndNote(flow, data, leftWidth);
  flow.y += height;
}
