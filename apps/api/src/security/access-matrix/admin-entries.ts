import type { AccessEntries, MatrixRequest, PrivateEntry } from './access-entry.js';
import { OPERATORS_ONLY } from './refusal-sets.js';
import type { World } from './world-shape.js';

const ADMIN = '/api/v1/admin';

const operator = (request: (world: World) => MatrixRequest): PrivateEntry => ({
  access: 'private',
  rightful: 'operator',
  refusals: OPERATORS_ONLY,
  request,
});

/** The operator's back office: the applications inbox (applicants' personal data) and stores. */
export const ADMIN_ENTRIES: AccessEntries = {
  'GET /api/v1/admin/applications': operator(() => ({
    method: 'GET',
    url: `${ADMIN}/applications`,
  })),
  'GET /api/v1/admin/applications/export': operator(() => ({
    method: 'GET',
    url: `${ADMIN}/applications/export`,
  })),
  'GET /api/v1/admin/applications/:applicationId': operator((w) => ({
    method: 'GET',
    url: `${ADMIN}/applications/${w.applications.withFile}`,
  })),
  'GET /api/v1/admin/applications/:applicationId/files/:index': operator((w) => ({
    method: 'GET',
    url: `${ADMIN}/applications/${w.applications.withFile}/files/0`,
  })),
  'PATCH /api/v1/admin/applications/:applicationId': operator((w) => ({
    method: 'PATCH',
    url: `${ADMIN}/applications/${w.applications.toReview}`,
    json: { status: 'reviewed' },
  })),
  'GET /api/v1/admin/stores': operator(() => ({ method: 'GET', url: `${ADMIN}/stores` })),
  'PATCH /api/v1/admin/stores/:storeId': operator((w) => ({
    method: 'PATCH',
    url: `${ADMIN}/stores/${w.storeA.queryId}`,
    json: { commission_rate: 12.5 },
  })),
};
