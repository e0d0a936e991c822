import { describe, expect, it } from 'vitest';
import { parseInstanceMessage } from './instance-messages.js';

describe('parseInstanceMessage', () => {
  it('reads the messages the triggers and the instances send', () => {
    expect(parseInstanceMessage('{"kind": "user_changed", "user_id": 7}')).toEqual({
      kind: 'user_changed',
      user_id: 7,
    });
    expect(parseInstanceMessage('{"kind":"catalog_changed"}')).toEqual({ kind: 'catalog_changed' });
  });

  it('drops anything else', () => {
    for (const payload of [
      undefined,
      '',
      'not json',
      '{"kind":"user_changed"}',
      '{"kind":"user_changed","user_id":-1}',
      '{"kind":"shutdown"}',
    ]) {
      expect(parseInstanceMessage(payload), payload).toBeUndefined();
    }
  });
});
