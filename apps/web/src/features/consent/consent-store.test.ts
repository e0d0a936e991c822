import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentStore } from './consent-store';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, readConsent } from './consent-storage';

const NOW = new Date('2026-03-14T09:30:00.000Z');

beforeEach(() => localStorage.clear());

describe('readConsent', () => {
  it('has no choice on a first visit', () => {
    expect(readConsent(localStorage)).toBeNull();
  });

  it('reads a stored choice of this version', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, analytics: true, decidedAt: NOW.toISOString() }),
    );
    expect(readConsent(localStorage)).toEqual({ analytics: true, decidedAt: NOW.toISOString() });
  });

  it('asks again after an older version, broken JSON or a wrong shape', () => {
    for (const raw of [
      JSON.stringify({
        version: CONSENT_VERSION - 1,
        analytics: true,
        decidedAt: NOW.toISOString(),
      }),
      '{not json',
      JSON.stringify({ version: CONSENT_VERSION, analytics: 'yes', decidedAt: NOW.toISOString() }),
      JSON.stringify({ version: CONSENT_VERSION, analytics: true, decidedAt: 'yesterday' }),
      'null',
    ]) {
      localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      expect(readConsent(localStorage), raw).toBeNull();
    }
  });
});

describe('ConsentStore', () => {
  it('stores the choice with its version and date, and tells its listeners', () => {
    const store = new ConsentStore(localStorage, () => NOW);
    const listener = vi.fn();
    store.subscribe(listener);
    store.decide(false);
    expect(store.getState().choice).toEqual({ analytics: false, decidedAt: NOW.toISOString() });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      analytics: false,
      decidedAt: NOW.toISOString(),
    });
    expect(listener).toHaveBeenCalledOnce();
    expect(new ConsentStore(localStorage).getState().choice?.analytics).toBe(false);
  });

  it('opens and closes the settings; a choice closes them', () => {
    const store = new ConsentStore(localStorage, () => NOW);
    store.openSettings();
    expect(store.getState().settingsOpen).toBe(true);
    store.closeSettings();
    expect(store.getState()).toEqual({ choice: null, settingsOpen: false });
    store.openSettings();
    store.decide(true);
    expect(store.getState().settingsOpen).toBe(false);
  });

  it('keeps the choice for the page when storage refuses to write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const store = new ConsentStore(localStorage, () => NOW);
    expect(() => store.decide(true)).not.toThrow();
    setItem.mockRestore();
    expect(store.getState().choice?.analytics).toBe(true);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = new ConsentStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.openSettings();
    expect(listener).not.toHaveBeenCalled();
  });
});
