import { describe, expect, it } from 'vitest';
import { receivedAgo } from './received-ago';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('when an application came in', () => {
  it('says it as a person would', () => {
    expect(receivedAgo(ago(0), NOW, 'en')).toBe('now');
    expect(receivedAgo(ago(5), NOW, 'en')).toBe('5 minutes ago');
    expect(receivedAgo(ago(3 * 60), NOW, 'en')).toBe('3 hours ago');
    expect(receivedAgo(ago(24 * 60), NOW, 'en')).toBe('yesterday');
    expect(receivedAgo(ago(15 * 24 * 60), NOW, 'en')).toBe('2 weeks ago');
  });

  it('speaks Urdu in Urdu', () => {
    expect(receivedAgo(ago(3 * 60), NOW, 'ur')).not.toBe('3 hours ago');
  });
});
