import { describe, it } from 'vitest';
import { useOrdersTestApp } from '../../modules/orders/testing/use-orders-test-app.js';
import { checkoutAndOrderCases } from './mass-assignment-cases.js';
import { namedCases, runCase } from './run-case.js';

const setup = useOrdersTestApp();

describe('checkout and order writes never take fields only the server sets', () => {
  it.each(namedCases(checkoutAndOrderCases))('%s', (_name, testCase) => runCase(testCase, setup));
});
