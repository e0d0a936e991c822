import {
  applicationFileParamsSchema,
  applicationIdParamsSchema,
  applicationResponseSchema,
  applicationsExportQuerySchema,
  applicationsQuerySchema,
  applicationsResponseSchema,
  applicationStatusBodySchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../http/auth.plugin.js';
import { csvFileAnswer, sendCsv } from '../../../http/send-csv.js';
import {
  ADMIN_ERRORS as errors,
  ADMIN_SECURITY as security,
  ADMIN_TAGS as tags,
} from '../admin-route-docs.js';
import type { AdminRoutesOptions } from '../admin.routes.js';
import { openApplicationFile } from './application-file.service.js';
import { reviewApplication } from './application-review.service.js';
import { exportApplications, getApplication, listApplications } from './applications.service.js';

/** The operator's applications inbox: list, export, one application, its files, the decision. */
export const applicationsRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = (
  app,
  { sms, files },
) => {
  app.get(
    '/applications',
    {
      schema: {
        tags,
        security,
        summary:
          'The applications inbox (operators): rider, merchant and career applications, newsletter sign-ups and contact messages, newest first, 25 a page, by kind, status and a search on name, mobile number or email',
        querystring: applicationsQuerySchema,
        response: { 200: applicationsResponseSchema, ...errors },
      },
    },
    async (request) => listApplications(app.db, currentUser(request), request.query),
  );

  app.get(
    '/applications/export',
    {
      schema: {
        tags,
        security,
        summary:
          'Every application the filters find as CSV (operators): id, kind, status, name, mobile, email, city, created_at, reviewed_at, store; UTF-8 with a byte order mark, CRLF',
        querystring: applicationsExportQuerySchema,
        response: { 200: csvFileAnswer('The applications file'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportApplications(app.db, currentUser(request), request.query);
      return sendCsv(reply, 'sauda-applications.csv', file);
    },
  );

  app.get(
    '/applications/:applicationId',
    {
      schema: {
        tags,
        security,
        summary:
          'One application (operators): every field as the applicant sent it and its files, each read through its own operator-only URL',
        params: applicationIdParamsSchema,
        response: { 200: applicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      application: await getApplication(app.db, currentUser(request), request.params.applicationId),
    }),
  );

  app.get(
    '/applications/:applicationId/files/:index',
    {
      schema: {
        tags,
        security,
        summary:
          'A file of an application (operators): its bytes with the stored content type, shown inline and never cached',
        params: applicationFileParamsSchema,
        response: {
          200: {
            description: 'The file',
            // A stream skips the serializer; the schema only documents the file.
            content: { '*/*': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { applicationId, index } = request.params;
      const file = await openApplicationFile(
        app.db,
        files,
        currentUser(request),
        applicationId,
        index,
      );
      return reply
        .type(file.type)
        .header('content-disposition', `inline; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.patch(
    '/applications/:applicationId',
    {
      schema: {
        tags,
        security,
        summary:
          'Decides an application (operators): reviewed, accepted or rejected (400 invalid_application_transition); accepting a merchant opens its draft store and invites the applicant’s number as owner',
        params: applicationIdParamsSchema,
        body: applicationStatusBodySchema,
        response: { 200: applicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      application: await reviewApplication(
        { db: app.db, sms, log: request.log },
        currentUser(request),
        request.params.applicationId,
        request.body,
        new Date(),
      ),
    }),
  );
  return Promise.resolve();
};
