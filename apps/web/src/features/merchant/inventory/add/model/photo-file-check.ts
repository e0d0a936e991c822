import { FORM_FILE_MAX_BYTES, FORM_MESSAGES } from '@sauda/domain';

const SIGNATURES: Record<'image/jpeg' | 'image/png', readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/** JPEG or PNG by the file's first bytes, whatever its name or claimed type; else null. */
export async function photoTypeOf(file: Blob): Promise<'image/jpeg' | 'image/png' | null> {
  const head = await firstBytes(file, 8);
  for (const [type, signature] of Object.entries(SIGNATURES)) {
    if (signature.every((byte, index) => head[index] === byte)) {
      return type as 'image/jpeg' | 'image/png';
    }
  }
  return null;
}

/**
 * The browser's check of a product photo before it is kept, in the words the server would
 * answer with: a JPEG or PNG by its content (a text file renamed .png is refused), at most
 * 5 MB. Null when the photo may go.
 */
export async function photoFileProblem(file: Blob): Promise<string | null> {
  if ((await photoTypeOf(file)) === null) return FORM_MESSAGES.imageTypeNotValid;
  if (file.size > FORM_FILE_MAX_BYTES) return FORM_MESSAGES.fileTooLarge;
  return null;
}
