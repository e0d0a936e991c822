import { fontName, type FontWeight } from './receipt-fonts.js';
import {
  isArabicScript,
  paragraphDirection,
  visualRuns,
  type Direction,
  type VisualRun,
} from './text-direction.js';
import { wrapText } from './text-wrap.js';

export interface TextStyle {
  size: number;
  weight: FontWeight;
  color: string;
  /** Height of a Latin line in multiples of the size; Urdu lines are taller. */
  leading?: number;
}

export type Align = 'left' | 'right' | 'center';

interface PlacedRun extends VisualRun {
  width: number;
}

export interface SetLine {
  runs: PlacedRun[];
  width: number;
  height: number;
  hasUrdu: boolean;
}

export interface Paragraph {
  lines: SetLine[];
  width: number;
  height: number;
}

const DEFAULT_LEADING = 1.35;
// Nastaliq climbs and descends far more than Latin (BRAND.md: line height at least 1.9), and
// at the same size it looks smaller than Inter.
const URDU_LEADING = 2.4;
const URDU_BASELINE = 0.7;
const URDU_SCALE = 1.12;
const INTER_CAP_HEIGHT = 0.727;

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
};

/**
 * PDFKit's shaper (fontkit) lays out any text holding Arabic letters right to left and anything
 * else left to right; a run that must go the other way is handed over reversed.
 */
function shaperText(run: VisualRun): string {
  const chars = [...run.text];
  const shapedRtl = chars.some((char) => isArabicScript(char.codePointAt(0) ?? 0));
  if (shapedRtl === (run.direction === 'rtl')) return run.text;
  const reversed = chars.reverse();
  return (run.direction === 'rtl' ? reversed.map((char) => MIRRORED[char] ?? char) : reversed).join(
    '',
  );
}

function useFont(doc: PDFKit.PDFDocument, run: VisualRun, style: TextStyle): void {
  const size = run.font === 'urdu' ? style.size * URDU_SCALE : style.size;
  doc.font(fontName(run.font, style.weight)).fontSize(size);
}

/**
 * Without features PDFKit shapes word by word and puts the words back in reading order, which
 * turns a right-to-left phrase around; naming features (none beyond the font's defaults) makes
 * it shape the run as a whole.
 */
function shapingOptions(run: VisualRun): { features?: PDFKit.Mixins.OpenTypeFeatures[] } {
  return run.direction === 'rtl' || run.font === 'urdu' ? { features: [] } : {};
}

function setLine(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  base: Direction,
): SetLine {
  const runs = visualRuns(text, base).map((run) => {
    useFont(doc, run, style);
    return { ...run, width: doc.widthOfString(shaperText(run), shapingOptions(run)) };
  });
  const hasUrdu = runs.some((run) => run.font === 'urdu' && run.text.trim() !== '');
  const leading = hasUrdu ? URDU_LEADING : (style.leading ?? DEFAULT_LEADING);
  return {
    runs,
    width: runs.reduce((sum, run) => sum + run.width, 0),
    height: style.size * leading,
    hasUrdu,
  };
}

/** Breaks `text` into lines no wider than `maxWidth` and measures them; nothing is drawn. */
export function setParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  maxWidth: number,
): Paragraph {
  const base = paragraphDirection(text);
  const measure = (line: string) => setLine(doc, line, style, base).width;
  const lines = wrapText(measure, text, maxWidth).map((line) => setLine(doc, line, style, base));
  return {
    lines,
    width: Math.max(0, ...lines.map((line) => line.width)),
    height: lines.reduce((sum, line) => sum + line.height, 0),
  };
}

/** How far below a line's top its baseline sits. */
export function baselineOf(line: SetLine, style: TextStyle): number {
  if (line.hasUrdu) return line.height * URDU_BASELINE;
  return (line.height + style.size * INTER_CAP_HEIGHT) / 2;
}

function startOf(line: SetLine, x: number, width: number, align: Align): number {
  if (align === 'right') return x + width - line.width;
  if (align === 'center') return x + (width - line.width) / 2;
  return x;
}

export interface DrawBox {
  x: number;
  top: number;
  width: number;
  align?: Align;
}

/** Draws a set paragraph from `top`; answers the y below it. */
export function drawParagraph(
  doc: PDFKit.PDFDocument,
  paragraph: Paragraph,
  style: TextStyle,
  box: DrawBox,
): number {
  let top = box.top;
  for (const line of paragraph.lines) {
    let x = startOf(line, box.x, box.width, box.align ?? 'left');
    const baseline = top + baselineOf(line, style);
    for (const run of line.runs) {
      useFont(doc, run, style);
      doc.fillColor(style.color).text(shaperText(run), x, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        ...shapingOptions(run),
      });
      x += run.width;
    }
    top += line.height;
  }
  return top;
}

/** Sets and draws in one go; answers the y below the text. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  box: DrawBox,
): number {
  return drawParagraph(doc, setParagraph(doc, text, style, box.width), style, box);
}
