/** Small files with the first bytes of each type, for multipart posts in tests. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
export const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
export const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
export const TEXT = new TextEncoder().encode('not a photo at all');

/** A PNG of `size` bytes. */
export function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
}
