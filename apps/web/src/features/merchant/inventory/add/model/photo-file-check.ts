import { FORM_FILE_MAX_BYTES, FORM_MESSAGES } from '@sauda/domain';
import { photoTypeOf } from '../../../../../shared/files/photo-type';

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
