import { describe, it } from 'vitest';
import { useMerchantStoresTestApp } from '../../modules/merchant/stores/testing/use-merchant-stores-test-app.js';
import { backOfficeCases } from './mass-assignment-cases.js';
import { namedCases, runCase } from './run-case.js';

const setup = useMerchantStoresTestApp();

describe('back office writes never take fields only the server or the operator sets', () => {
  it.each(namedCases(backOfficeCases))('%s', (_name, testCase) => runCase(testCase, setup));
});
