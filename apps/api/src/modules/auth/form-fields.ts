import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook for routes the web posts as FormData: the text fields of a
 * multipart/form-data body become the body, so one zod schema checks JSON and form posts
 * alike. Files in such a form are read and dropped.
 */
export async function readFormFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      await part.toBuffer();
      continue;
    }
    if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
      fields[part.fieldname] = part.value;
    }
  }
  request.body = fields;
}
