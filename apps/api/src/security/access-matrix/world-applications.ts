import type { ApplicationSummary } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createAdminClient } from '../../modules/admin/applications/testing/admin-client.js';
import { merchantBody, postForm, riderBody } from '../../modules/forms/testing/forms-client.js';
import type { Shopper } from '../../modules/invoices/testing/checkout-fixture.js';

/**
 * Two applications sent through the public forms: a rider's with a photo (a file only
 * operators may read) and a merchant's to decide. Their ids as the operator's inbox lists them.
 */
export async function insertApplications(app: FastifyInstance, operator: Shopper) {
  for (const [form, body] of [
    ['rider', riderBody()],
    ['merchant', merchantBody()],
  ] as const) {
    const response = await postForm(app, form, body);
    expect(response.statusCode, response.body).toBe(201);
  }
  const inbox = await createAdminClient(() => app).listed(operator.token);
  const idOf = (kind: ApplicationSummary['kind']) =>
    inbox.applications.find((application) => application.kind === kind)?.id ?? `missing-${kind}`;
  return { withFile: idOf('rider'), toReview: idOf('merchant') };
}
