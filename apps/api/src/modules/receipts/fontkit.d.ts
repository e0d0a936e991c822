// fontkit ships no types; this is the little the receipt uses of it (PDFKit's own font engine).
declare module 'fontkit' {
  export interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    positions: GlyphPosition[];
    direction: 'ltr' | 'rtl';
  }
  export interface Font {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
