import { describe, it } from 'vitest';
import { useAdminTestApp } from '../../modules/admin/applications/testing/use-admin-test-app.js';
import { operatorCases } from './mass-assignment-cases.js';
import { namedCases, runCase } from './run-case.js';

const setup = useAdminTestApp();

describe('forms and the operator’s writes never take fields only the server sets', () => {
  it.each(namedCases(operatorCases))('%s', (_name, testCase) => runCase(testCase, setup));
});
