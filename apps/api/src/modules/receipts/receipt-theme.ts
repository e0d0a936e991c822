/** BRAND.md's palette, as the receipt prints it. */
export const COLORS = {
  primary: '#0B6E4F',
  accent: '#F4A300',
  text: '#1C1F1E',
  secondary: '#5F6664',
  surface: '#F6F7F5',
  /** A pale wash of the primary green for the header band. */
  tint: '#E8F2EE',
  rule: '#E1E5E2',
  white: '#FFFFFF',
} as const;

/** A5 portrait: a receipt-sized page that prints well on A4 too. */
export const PAGE_SIZE = 'A5';
export const MARGIN = 28;
/** Room kept at the foot of every page for the thank-you line and page number. */
export const FOOTER_HEIGHT = 58;
export const CARD_RADIUS = 10;
