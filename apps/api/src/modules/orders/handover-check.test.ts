import { describe, expect, it } from 'vitest';
import { assertHandoverCode } from './handover-check.js';

const codeOf = (run: () => void) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('assertHandoverCode', () => {
  it('accepts the right code only', () => {
    expect(codeOf(() => assertHandoverCode('0427', '0427'))).toBe('ok');
    expect(codeOf(() => assertHandoverCode('0427', '0428'))).toBe('handover_code_incorrect');
    expect(codeOf(() => assertHandoverCode('0427', '427'))).toBe('handover_code_incorrect');
    expect(codeOf(() => assertHandoverCode('0427', '04270'))).toBe('handover_code_incorrect');
  });

  it('asks for the code when none is given', () => {
    expect(codeOf(() => assertHandoverCode('0427', undefined))).toBe('handover_code_required');
    expect(codeOf(() => assertHandoverCode('0427', ''))).toBe('handover_code_required');
  });

  it('lets an order placed before codes existed be delivered without one', () => {
    expect(codeOf(() => assertHandoverCode(null, undefined))).toBe('ok');
  });
});
