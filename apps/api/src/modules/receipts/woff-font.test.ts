import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-font.js';

const require = createRequire(import.meta.url);

async function fontFile(module: string): Promise<Buffer> {
  return readFile(require.resolve(module));
}

describe('woffToSfnt', () => {
  it('unpacks Inter into a TrueType font with the same glyphs', async () => {
    const woff = await fontFile('@fontsource/inter/files/inter-latin-400-normal.woff');
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    const fromWoff = create(woff);
    const fromSfnt = create(sfnt);
    expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
    expect(fromSfnt.hasGlyphForCodePoint(0x41)).toBe(true);
  });

  it('unpacks Noto Nastaliq Urdu with its Arabic letters', async () => {
    const woff = await fontFile(
      '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff',
    );
    const font = create(woffToSfnt(woff));
    expect(font.hasGlyphForCodePoint(0x06a9)).toBe(true);
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('%PDF-1.7 not a font at all, just text'))).toThrow(
      'not a WOFF font',
    );
  });
});
