/**
 * What an uploaded file really is, from its first bytes: its name and declared type are not
 * trusted. The browser checks a file with this before it travels, the server again when it lands.
 */
export interface PhotoType {
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
}
export interface FileType {
  mime: PhotoType['mime'] | 'application/pdf';
  ext: PhotoType['ext'] | 'pdf';
}

/** Enough bytes to tell every known type apart. */
export const FILE_SIGNATURE_BYTES = 8;

const PHOTOS: readonly (PhotoType & { bytes: readonly number[] })[] = [
  { mime: 'image/jpeg', ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];
const FILES: readonly (FileType & { bytes: readonly number[] })[] = [
  ...PHOTOS,
  // "%PDF-"
  { mime: 'application/pdf', ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

function firstMatch<T extends { bytes: readonly number[] }>(
  signatures: readonly T[],
  bytes: Uint8Array,
): T | undefined {
  return signatures.find(
    ({ bytes: signature }) =>
      bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte),
  );
}

/** A JPEG or PNG photo, or null for anything else. */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  const match = firstMatch(PHOTOS, bytes);
  return match ? { mime: match.mime, ext: match.ext } : null;
}

/** A photo or a PDF (the public forms' attachments), or null for anything else. */
export function detectFileType(bytes: Uint8Array): FileType | null {
  const match = firstMatch(FILES, bytes);
  return match ? { mime: match.mime, ext: match.ext } : null;
}

/** The extension a stored file gets for a detected MIME type. */
export function extensionOf(mime: string): FileType['ext'] | null {
  return FILES.find((file) => file.mime === mime)?.ext ?? null;
}
