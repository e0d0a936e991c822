import { describe, expect, it } from 'vitest';
import { detectFileType, detectPhotoType, extensionOf } from './file-signatures.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xdb]);
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const PDF = ascii('%PDF-1.7');
const GIF = ascii('GIF89a');
const SVG = ascii('<svg></svg>');

describe('detectPhotoType', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(detectPhotoType(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(detectPhotoType(JPEG)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
  });

  it('refuses anything else, a PDF and truncated signatures included', () => {
    for (const bytes of [GIF, SVG, PDF, PNG.slice(0, 3), JPEG.slice(0, 2), new Uint8Array()]) {
      expect(detectPhotoType(bytes)).toBeNull();
    }
  });
});

describe('detectFileType', () => {
  it('knows photos and PDFs', () => {
    expect(detectFileType(JPEG)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectFileType(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(detectFileType(PDF)).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it('refuses anything else', () => {
    for (const bytes of [GIF, SVG, PNG.slice(0, 4), new Uint8Array()]) {
      expect(detectFileType(bytes)).toBeNull();
    }
  });
});

describe('extensionOf', () => {
  it('names the stored extension of a known type only', () => {
    expect(extensionOf('image/jpeg')).toBe('jpg');
    expect(extensionOf('application/pdf')).toBe('pdf');
    expect(extensionOf('image/gif')).toBeNull();
  });
});
