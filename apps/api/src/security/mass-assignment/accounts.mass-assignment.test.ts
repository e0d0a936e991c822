import { describe, it } from 'vitest';
import { useAccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import { accountCases } from './mass-assignment-cases.js';
import { namedCases, runCase } from './run-case.js';

const setup = useAccountsTestApp(61_000);

describe('account writes never take fields only the server sets', () => {
  it.each(namedCases(accountCases))('%s', (_name, testCase) => runCase(testCase, setup));
});
