import { FORM_FILE_MAX_BYTES, FORM_MESSAGES, PHOTO_MIME_TYPES } from '@sauda/domain';

/**
 * The browser's own check of a logo or banner before it is sent: JPEG or PNG, at most 5 MB,
 * in the words the server would answer with. Null when the file may go.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) {
    return FORM_MESSAGES.imageTypeNotValid;
  }
  if (file.size > FORM_FILE_MAX_BYTES) return FORM_MESSAGES.fileTooLarge;
  return null;
}
