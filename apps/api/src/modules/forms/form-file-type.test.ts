import { describe, expect, it } from 'vitest';
import { detectFormFileType, extensionOf } from './form-file-type.js';
import { GIF, JPEG, PDF, PNG, TEXT } from './testing/form-files.js';

describe('detectFormFileType', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(detectFormFileType(JPEG)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectFormFileType(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(detectFormFileType(PDF)).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it('knows nothing else, nor a cut-off signature', () => {
    expect(detectFormFileType(GIF)).toBeNull();
    expect(detectFormFileType(TEXT)).toBeNull();
    expect(detectFormFileType(PNG.slice(0, 4))).toBeNull();
    expect(detectFormFileType(new Uint8Array(0))).toBeNull();
  });

  it('names the stored extension of each type', () => {
    expect(extensionOf('image/jpeg')).toBe('jpg');
    expect(extensionOf('application/pdf')).toBe('pdf');
    expect(extensionOf('image/gif')).toBeNull();
  });
});
