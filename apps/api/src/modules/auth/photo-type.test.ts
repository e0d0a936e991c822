import { describe, expect, it } from 'vitest';
import { detectPhotoType } from './photo-type.js';

describe('detectPhotoType', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(
      detectPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])),
    ).toBe('png');
    expect(detectPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg');
  });

  it('refuses anything else, including truncated signatures', () => {
    expect(detectPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectPhotoType(new TextEncoder().encode('<svg></svg>'))).toBeNull();
    expect(detectPhotoType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectPhotoType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectPhotoType(new Uint8Array())).toBeNull();
  });
});
