import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { skipNullAnchors } from './fontkit-null-anchors.js';
import type { ScriptFont } from './text-direction.js';
import { woffToSfnt } from './woff-font.js';

export type FontWeight = 'regular' | 'semibold' | 'bold';

const WEIGHTS: Record<FontWeight, number> = { regular: 400, semibold: 600, bold: 700 };

// Inter sets English; Noto Nastaliq Urdu sets Urdu. Both are the web's own fonts (BRAND.md).
function fontModule(script: ScriptFont, weight: FontWeight): string {
  const value = WEIGHTS[weight];
  switch (script) {
    case 'latin':
      return `@fontsource/inter/files/inter-latin-${value}-normal.woff`;
    case 'latinExt':
      return `@fontsource/inter/files/inter-latin-ext-${value}-normal.woff`;
    case 'urdu':
      return `@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-${value}-normal.woff`;
  }
}

export function fontName(script: ScriptFont, weight: FontWeight): string {
  return `${script}-${weight}`;
}

export type ReceiptFonts = ReadonlyMap<string, Font>;

const SCRIPTS: readonly ScriptFont[] = ['latin', 'latinExt', 'urdu'];
const ALL_WEIGHTS = Object.keys(WEIGHTS) as FontWeight[];

async function readFonts(): Promise<ReceiptFonts> {
  const require = createRequire(import.meta.url);
  const entries = SCRIPTS.flatMap((script) =>
    ALL_WEIGHTS.map(async (weight) => {
      const woff = await readFile(require.resolve(fontModule(script, weight)));
      const font = create(woffToSfnt(woff));
      skipNullAnchors(font);
      return [fontName(script, weight), font] as const;
    }),
  );
  return new Map(await Promise.all(entries));
}

let fonts: Promise<ReceiptFonts> | undefined;

/**
 * The fonts, read and parsed once per process and shared by every receipt: parsing Noto
 * Nastaliq Urdu's shaping tables again for each document would cost several times the drawing.
 * A failed read is tried again on the next receipt.
 */
export function loadReceiptFonts(): Promise<ReceiptFonts> {
  fonts ??= readFonts().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** Each document embeds only the faces it uses, as subsets of the glyphs it shows. */
export function registerReceiptFonts(doc: PDFKit.PDFDocument, fonts: ReceiptFonts): void {
  // PDFKit takes a parsed fontkit font in place of a file; its type definitions list files only.
  for (const [name, font] of fonts) doc.registerFont(name, font as unknown as Uint8Array);
}
