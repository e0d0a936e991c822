import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

interface Operation {
  tags?: string[];
  summary?: string;
  requestBody?: { content: Record<string, unknown> };
  responses?: Record<string, unknown>;
}

let testApp: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  paths = (testApp.app.swagger() as { paths: typeof paths }).paths;
});

afterAll(() => testApp.close());

const ACCOUNT_ROUTES = [
  ['post', '/api/v1/users/authenticate_anonymously'],
  ['post', '/api/v1/users/authenticate'],
  ['post', '/api/v1/users/logout'],
  ['get', '/api/v1/users/me'],
  ['post', '/api/v1/users'],
  ['put', '/api/v1/users/{userId}/resend_otp'],
  ['post', '/api/v1/users/{userId}/verify_mobile_otp'],
  ['post', '/api/v1/users/{userId}/update_user'],
  ['post', '/api/v1/users/forgot_password'],
  ['post', '/api/v1/users/reset_password'],
  ['post', '/api/v1/users/{userId}/update_avatar'],
  ['post', '/api/v1/users/{userId}/guest_signup'],
  ['post', '/api/v1/users/{userId}/send_otp'],
  ['get', '/api/v1/dev/outbox'],
] as const;

describe('OpenAPI of the accounts routes', () => {
  it.each(ACCOUNT_ROUTES)('documents %s %s under users', (method, path) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation?.tags).toEqual(['users']);
    expect(operation?.summary).toEqual(expect.any(String));
    expect(Object.keys(operation?.responses ?? {})).not.toHaveLength(0);
  });

  it('documents the sign-in body from the domain schema', () => {
    const body = paths['/api/v1/users/authenticate']?.post?.requestBody?.content;
    expect(JSON.stringify(body)).toContain('login_id');
  });

  it('documents that the forgot PIN form may be posted as form data', () => {
    const content = paths['/api/v1/users/forgot_password']?.post?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(
      expect.arrayContaining(['application/json', 'multipart/form-data']),
    );
  });
});
