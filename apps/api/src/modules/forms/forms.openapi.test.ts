import { BUSINESS_CATEGORIES } from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../db/seed/data/industries.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, unknown>;
}

describe('OpenAPI of the forms route', () => {
  it('documents POST /forms/{form} under "forms" with its multipart fields and answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json<{ paths: Record<string, { post?: Operation }> }>();
    const operation = paths['/api/v1/forms/{form}']?.post;

    expect(operation?.tags).toEqual(['forms']);
    expect(operation?.summary).toBe(
      'Send a rider, merchant or career application, a newsletter sign-up or a contact message',
    );
    expect(operation?.description).toContain('multipart/form-data');
    expect(operation?.description).toContain(
      '**rider**: full_name, mobile_number, cnic, date_of_birth, city, has_motorbike_licence, ' +
        'owns_motorbike, photo (file: image/jpeg, image/png; 5 MB at most)',
    );
    expect(operation?.description).toContain('**newsletter**: email');
    expect(operation?.description).toContain(
      '**contact**: name, email, mobile_number, topic, order_number, message',
    );
    expect(operation?.description).toContain('email and message');
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '400', '404']),
    );
  });
});

describe('business categories of the merchant form', () => {
  it('offer every industry of the catalog, and Other', () => {
    expect(BUSINESS_CATEGORIES).toEqual([...INDUSTRIES.map((industry) => industry.name), 'Other']);
  });
});
