import { describe, expect, it } from 'vitest';
import { instantFromKarachiInput, karachiInputValue } from './karachi-input-time';

describe('karachi datetime-local values', () => {
  it('shows an instant on the Karachi clock', () => {
    expect(karachiInputValue('2026-11-30T19:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(karachiInputValue('2026-12-01T09:30:00+05:00')).toBe('2026-12-01T09:30');
  });

  it('shows nothing for no date or an unreadable one', () => {
    expect(karachiInputValue(null)).toBe('');
    expect(karachiInputValue('soon')).toBe('');
  });

  it('reads a typed time as Karachi time with its offset', () => {
    expect(instantFromKarachiInput('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+05:00');
    expect(instantFromKarachiInput('2026-12-01T09:00:30')).toBe('2026-12-01T09:00:30+05:00');
    expect(new Date(instantFromKarachiInput('2026-12-01T00:00')!).toISOString()).toBe(
      '2026-11-30T19:00:00.000Z',
    );
  });

  it('reads an empty box as no date and passes anything else on as typed', () => {
    expect(instantFromKarachiInput('  ')).toBeNull();
    expect(instantFromKarachiInput('tomorrow')).toBe('tomorrow');
  });
});
