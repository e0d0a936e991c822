import { detectPhotoType, FILE_SIGNATURE_BYTES, type PhotoType } from '@sauda/domain';

/** A JPEG or PNG by the file's first bytes, as the server checks it, whatever its name. */
export async function photoTypeOf(file: Blob): Promise<PhotoType | null> {
  const head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  return detectPhotoType(head);
}
