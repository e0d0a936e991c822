import { describe, expect, it } from 'vitest';
import { newShortOrderId, SHORT_ORDER_ID_ALPHABET } from './short-order-id.js';

describe('newShortOrderId', () => {
  it('is SD- and six characters that cannot be misread', () => {
    for (let i = 0; i < 200; i++) expect(newShortOrderId()).toMatch(/^SD-[A-HJKMNP-Z2-9]{6}$/);
    expect(SHORT_ORDER_ID_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('varies: a thousand ids are (almost surely) all different', () => {
    const ids = new Set(Array.from({ length: 1000 }, newShortOrderId));
    expect(ids.size).toBe(1000);
  });
});
