import { rm } from 'node:fs/promises';
import path from 'node:path';
import { OPERATOR_MESSAGES } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formSubmissions } from '../../../db/schema/index.js';
import { PDF, PNG } from '../../forms/testing/form-files.js';
import { careerBody, merchantBody, riderBody } from '../../forms/testing/forms-client.js';
import { errorOf } from './testing/admin-client.js';
import { useAdminTestApp } from './testing/use-admin-test-app.js';

const setup = useAdminTestApp();
const token = () => setup.cast.operator.token;

describe('GET admin/applications/{id}', () => {
  it('answers every field as sent, never the dedupe key, and each file by its operator URL', async () => {
    const id = await setup.submitted(
      'rider',
      riderBody({ full_name: 'Detail Rider', mobile_number: '0300 7654321' }),
    );
    const application = await setup.admin.read(token(), id);
    expect(application).toMatchObject({
      id,
      kind: 'rider',
      status: 'new',
      name: 'Detail Rider',
      mobile_number: '+923007654321',
      reviewed_by: null,
      fields: {
        full_name: 'Detail Rider',
        mobile_number: '+923007654321',
        cnic: '42101-1234567-1',
        date_of_birth: '1995-03-14',
        city: 'Karachi',
        has_motorbike_licence: true,
        owns_motorbike: true,
      },
      files: [
        {
          index: 0,
          field: 'photo',
          name: 'imran.png',
          type: 'image/png',
          size: PNG.length,
          url: `/api/v1/admin/applications/${id}/files/0`,
        },
      ],
    });
    expect(Object.keys(application.fields)).not.toContain('dedupe_key');
    expect(Object.keys(application.fields)).not.toContain('photo');
    expect(JSON.stringify(application)).not.toMatch(/rider\/[0-9a-f]{32}/);
  });

  it('answers a merchant without files with an empty list', async () => {
    const id = await setup.submitted('merchant', merchantBody());
    const application = await setup.admin.read(token(), id);
    expect(application.files).toEqual([]);
    expect(application.fields).toMatchObject({ business_category: 'Food', city: 'Lahore' });
  });

  it('answers 404 application_not_found for an unknown id', async () => {
    const response = await setup.admin.detail(token(), 'no-such-application');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({
      code: 'application_not_found',
      message: OPERATOR_MESSAGES.applicationNotFound,
    });
  });
});

describe('GET admin/applications/{id}/files/{index}', () => {
  it('streams the stored bytes inline with their type, never cached nor sniffed', async () => {
    const id = await setup.submitted(
      'career',
      careerBody({ cv: { bytes: PDF, filename: 'Sana CV (final) ٢٠٢٦.pdf' } }),
    );
    const response = await setup.admin.file(token(), id, 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(new Uint8Array(response.rawPayload)).toEqual(PDF);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^inline; filename="[\w.-]+"$/);
    expect(disposition).toBe('inline; filename="Sana_CV_final_.pdf"');
  });

  it('answers 404 for an index past the files, an unknown application or a file gone from disk', async () => {
    const id = await setup.submitted('rider', riderBody());
    expect((await setup.admin.file(token(), id, 1)).statusCode).toBe(404);
    expect((await setup.admin.file(token(), 'no-such-application', 0)).statusCode).toBe(404);
    const noFiles = await setup.submitted('merchant', merchantBody());
    expect((await setup.admin.file(token(), noFiles, 0)).statusCode).toBe(404);
    expect((await setup.admin.file(token(), id, 'x')).statusCode).toBe(400);
    const [stored] = await setup
      .db()
      .select({ files: formSubmissions.files })
      .from(formSubmissions)
      .where(eq(formSubmissions.queryId, id));
    const [file] = stored?.files as { key: string }[];
    await rm(path.join(setup.testApp.config.dataDir, 'forms', file?.key ?? ''));
    expect((await setup.admin.file(token(), id, 0)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 for a merchant', async () => {
    const id = await setup.submitted('rider', riderBody());
    expect((await setup.admin.file(undefined, id, 0)).statusCode).toBe(401);
    expect((await setup.admin.file(setup.cast.owner.token, id, 0)).statusCode).toBe(403);
  });
});
