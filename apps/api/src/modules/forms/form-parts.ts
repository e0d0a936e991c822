import { detectFileType, FORM_FILE_MAX_BYTES, type FormFile } from '@sauda/domain';
import type { FastifyRequest } from 'fastify';

/** A file of the form, read into memory (at most FORM_FILE_MAX_BYTES of it). */
export interface FormUpload extends FormFile {
  readonly field: string;
  readonly bytes: Uint8Array;
}

/** A form's text fields and its files, by field name; the first value of a name counts. */
export interface FormParts {
  fields: Record<string, string>;
  files: Record<string, FormUpload>;
}

/** Reads the posted form, keeping files only of the named fields. */
export type ReadFormParts = (fileFields: readonly string[]) => Promise<FormParts>;

const MAX_NAME_LENGTH = 200;

function toUpload(field: string, filename: string, bytes: Uint8Array, truncated: boolean) {
  return {
    field,
    name: filename.split(/[\\/]/).pop()?.slice(0, MAX_NAME_LENGTH) ?? '',
    // The real type from the bytes, so a text file named photo.png is refused as a non-image.
    type: detectFileType(bytes)?.mime ?? '',
    // A file cut off at the limit was larger than the limit: let the size rule see that.
    size: truncated ? FORM_FILE_MAX_BYTES + 1 : bytes.length,
    bytes,
  } satisfies FormUpload;
}

/** The multipart body of `request`; files above the size limit are cut off, not thrown on. */
export function readMultipartForm(request: FastifyRequest): ReadFormParts {
  return async (fileFields) => {
    const parts: FormParts = { fields: {}, files: {} };
    const options = { limits: { fileSize: FORM_FILE_MAX_BYTES }, throwFileSizeLimit: false };
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // Typed as a string, but undefined when the part has no filename at all.
        const filename = (part.filename as string | undefined) ?? '';
        const wanted =
          fileFields.includes(part.fieldname) && !Object.hasOwn(parts.files, part.fieldname);
        // A browser posts an empty file input as a nameless, empty file: no file chosen.
        const chosen = bytes.length > 0 || filename !== '';
        if (wanted && chosen) {
          parts.files[part.fieldname] = toUpload(
            part.fieldname,
            filename,
            bytes,
            part.file.truncated,
          );
        }
      } else if (typeof part.value === 'string' && !Object.hasOwn(parts.fields, part.fieldname)) {
        parts.fields[part.fieldname] = part.value;
      }
    }
    return parts;
  };
}
