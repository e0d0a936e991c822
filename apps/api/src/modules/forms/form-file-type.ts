/** What a form's file really is, from its first bytes (the name and declared type are not trusted). */
export interface FormFileType {
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  ext: 'jpg' | 'png' | 'pdf';
}

const SIGNATURES: readonly (FormFileType & { bytes: readonly number[] })[] = [
  { mime: 'image/jpeg', ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { mime: 'application/pdf', ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export function detectFormFileType(bytes: Uint8Array): FormFileType | null {
  const match = SIGNATURES.find(
    (signature) =>
      bytes.length >= signature.bytes.length &&
      signature.bytes.every((byte, index) => bytes[index] === byte),
  );
  return match ? { mime: match.mime, ext: match.ext } : null;
}

/** The extension a stored file gets for a detected MIME type. */
export function extensionOf(mime: string): FormFileType['ext'] | null {
  return SIGNATURES.find((signature) => signature.mime === mime)?.ext ?? null;
}
