import { AUTH_MESSAGES, FORM_FILE_MAX_BYTES, FORM_MESSAGES } from '@sauda/domain';
import { photoTypeOf } from '../../../shared/files/photo-type';

/**
 * The browser's check of a new profile photo, in the words the server would answer with, so a
 * wrong file is refused before it travels: JPEG or PNG by content, within the upload limit.
 * Null when the photo may go.
 */
export async function avatarFileProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return AUTH_MESSAGES.photoRequired;
  if ((await photoTypeOf(file)) === null) return AUTH_MESSAGES.invalidPhotoType;
  if (file.size > FORM_FILE_MAX_BYTES) return FORM_MESSAGES.fileTooLarge;
  return null;
}
