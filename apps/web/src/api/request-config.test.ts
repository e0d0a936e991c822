import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequester, getRequesterConfig, resetRequesterConfig } from './request-config';

afterEach(() => resetRequesterConfig());

describe('configureRequester', () => {
  it('starts with no session, no location, the default visitor and GET_ITMS exempt', () => {
    const config = getRequesterConfig();
    expect(config.getSessionToken()).toBeNull();
    expect(config.getLocation()).toBeNull();
    expect(config.getVisitorId()).toBeNull();
    expect(config.exemptActions).toEqual(['GET_ITMS']);
    expect(() => config.onSessionExpired(new Error('x') as never)).not.toThrow();
  });

  it('merges each call over the current configuration', () => {
    const onSessionExpired = vi.fn();
    configureRequester({ getSessionToken: () => 'tok' });
    configureRequester({ onSessionExpired, exemptActions: ['GET_ITMS', 'GET_CART'] });
    const config = getRequesterConfig();
    expect(config.getSessionToken()).toBe('tok');
    expect(config.onSessionExpired).toBe(onSessionExpired);
    expect(config.exemptActions).toEqual(['GET_ITMS', 'GET_CART']);
  });

  it('reset returns to the defaults', () => {
    configureRequester({ getSessionToken: () => 'tok' });
    resetRequesterConfig();
    expect(getRequesterConfig().getSessionToken()).toBeNull();
  });
});
