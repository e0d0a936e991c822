import { describe, expect, it } from 'vitest';
import { parseLastEventId } from './last-event-id.js';

describe('parseLastEventId', () => {
  it('reads a numeric event id', () => {
    expect(parseLastEventId('41')).toBe(41);
    expect(parseLastEventId(' 7 ')).toBe(7);
    expect(parseLastEventId('0')).toBe(0);
    expect(parseLastEventId(['12', '13'])).toBe(12);
  });

  it.each([undefined, '', 'abc', '-1', '1.5', '1e3', '12abc', '1234567890123456'])(
    'ignores %j',
    (header) => {
      expect(parseLastEventId(header)).toBeNull();
    },
  );
});
