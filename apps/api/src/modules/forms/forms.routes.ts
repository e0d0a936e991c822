import {
  duplicateSubmissionMessage,
  errorEnvelopeSchema,
  FORM_FILE_FIELDS,
  FORM_SCHEMAS,
  FORM_TYPES,
  formParamsSchema,
  formSubmissionResponseSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FormFileStore } from './form-file-store.js';
import { readMultipartForm } from './form-parts.js';
import type { FormsContext } from './forms-context.js';
import { submitForm } from './forms.service.js';
import { toSubmissionJson } from './submission-json.js';

/** Each form's fields for the API docs, from the domain schemas themselves. */
function describeForms(): string {
  const lines = FORM_TYPES.map((form) => {
    const files = FORM_FILE_FIELDS[form];
    const fields = Object.keys(FORM_SCHEMAS[form].shape).map((name) =>
      Object.hasOwn(files, name)
        ? `${name} (file: ${files[name]?.join(', ')}; 5 MB at most)`
        : name,
    );
    return `- **${form}**: ${fields.join(', ')}`;
  });
  return [
    'A multipart/form-data body with the fields of the form:',
    ...lines,
    'A repeat by the same mobile number (email for career and newsletter; email and message',
    'text for contact) within 24 hours (a newsletter address at any time) answers 200 with the',
    'earlier submission and a message.',
  ].join('\n');
}

export interface FormsRoutesOptions {
  /** Where application files go (services.ts); null when storage cannot keep them. */
  files: FormFileStore | null;
}

/** POST /forms/{form}: the default target of the form-collection service (DESIGN §3). */
export const formsRoutes: FastifyPluginAsyncZod<FormsRoutesOptions> = (app, { files }) => {
  const ctx: FormsContext = { db: app.db, files };
  app.post(
    '/forms/:form',
    {
      schema: {
        tags: ['forms'],
        summary:
          'Send a rider, merchant or career application, a newsletter sign-up or a contact message',
        description: describeForms(),
        consumes: ['multipart/form-data'],
        params: formParamsSchema,
        response: {
          200: formSubmissionResponseSchema,
          201: formSubmissionResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { row, duplicate } = await submitForm(
        ctx,
        request.params.form,
        readMultipartForm(request),
        new Date(),
      );
      const submission = toSubmissionJson(row, duplicate);
      if (!duplicate) return reply.code(201).send({ submission });
      return reply.code(200).send({ submission, message: duplicateSubmissionMessage(row.form) });
    },
  );
  return Promise.resolve();
};
