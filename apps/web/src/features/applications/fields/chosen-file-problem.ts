import { FORM_FILE_MAX_BYTES, FORM_MESSAGES } from '@sauda/domain';

/**
 * Why a chosen file cannot be sent, in the domain's words, or null when it can: the server
 * says the same, but the applicant hears it the moment the file is picked.
 */
export function chosenFileProblem(
  file: Pick<File, 'type' | 'size'>,
  types: readonly string[],
  typeMessage: string,
): string | null {
  if (!types.includes(file.type)) return typeMessage;
  if (file.size > FORM_FILE_MAX_BYTES) return FORM_MESSAGES.fileTooLarge;
  return null;
}
