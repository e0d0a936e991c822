import type { ReceiptData } from './receipt-data.js';
import type { PageFlow } from './receipt-page.js';
import { CAPTION_HEIGHT, drawCaption, STYLES } from './receipt-styles.js';
import { CARD_RADIUS, COLORS } from './receipt-theme.js';
import { drawParagraph, setParagraph, type Paragraph, type TextStyle } from './rich-text.js';

const GAP = 10;
const PADDING = 10;
const SPACE_AFTER = 14;

interface CardText {
  paragraph: Paragraph;
  style: TextStyle;
}

interface Card {
  caption: string;
  texts: CardText[];
  height: number;
}

function setCard(
  doc: PDFKit.PDFDocument,
  caption: string,
  lines: [string | null, TextStyle][],
  width: number,
): Card {
  const texts = lines
    .filter((line): line is [string, TextStyle] => Boolean(line[0]?.trim()))
    .map(([text, style]) => ({ paragraph: setParagraph(doc, text, style, width), style }));
  const textHeight = texts.reduce((sum, text) => sum + text.paragraph.height, 0);
  return { caption, texts, height: PADDING * 2 + CAPTION_HEIGHT + 2 + textHeight };
}

function drawCard(flow: PageFlow, card: Card, x: number, width: number, height: number): void {
  const { doc } = flow;
  doc.roundedRect(x, flow.y, width, height, CARD_RADIUS).fill(COLORS.surface);
  const inner = { x: x + PADDING, width: width - PADDING * 2 };
  drawCaption(doc, card.caption, { ...inner, top: flow.y + PADDING });
  let top = flow.y + PADDING + CAPTION_HEIGHT + 2;
  for (const text of card.texts) {
    top = drawParagraph(doc, text.paragraph, text.style, { ...inner, top });
  }
}

/** Who sold and where it goes: the store, and the recipient with the delivery address. */
export function drawParties(flow: PageFlow, data: ReceiptData): void {
  const width = (flow.width - GAP) / 2;
  const inner = width - PADDING * 2;
  const address = data.deliveryAddress.length > 0 ? data.deliveryAddress : ['Address not recorded'];
  const from = setCard(
    flow.doc,
    'From',
    [
      [data.store.name, STYLES.strong],
      [data.store.addressLine, STYLES.muted],
    ],
    inner,
  );
  const to = setCard(
    flow.doc,
    'Deliver to',
    [
      [data.customer.name, STYLES.strong],
      [data.customer.phone, STYLES.muted],
      ...address.map((line): [string, TextStyle] => [line, STYLES.body]),
    ],
    inner,
  );
  const height = Math.max(from.height, to.height);
  flow.ensureRoom(height);
  drawCard(flow, from, flow.left, width, height);
  drawCard(flow, to, flow.left + width + GAP, width, height);
  flow.y += height + SPACE_AFTER;
}
