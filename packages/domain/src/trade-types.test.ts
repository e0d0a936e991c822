import { describe, expect, it } from 'vitest';
import { isBusinessUser } from './trade-types.js';

describe('isBusinessUser (SPEC §1 business-to-business variant)', () => {
  it('is a business customer when the trade types do not include Retail', () => {
    expect(isBusinessUser(['Wholesale'])).toBe(true);
    expect(isBusinessUser(['Wholesale', 'Distributor'])).toBe(true);
  });

  it('is retail with Retail among the trade types', () => {
    expect(isBusinessUser(['Retail'])).toBe(false);
    expect(isBusinessUser(['Wholesale', 'Retail'])).toBe(false);
  });

  it('is retail without trade types: business is declared, never assumed', () => {
    expect(isBusinessUser([])).toBe(false);
    expect(isBusinessUser(null)).toBe(false);
    expect(isBusinessUser(undefined)).toBe(false);
  });

  it('reads Retail as written: another spelling is another trade type', () => {
    expect(isBusinessUser(['retail'])).toBe(true);
  });
});
