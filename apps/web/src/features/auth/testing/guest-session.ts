import { afterEach, beforeEach, vi } from 'vitest';
import { resetRequesterConfig } from '../../../api/request-config';
import { configureAuthRequester } from '../session/configure-auth-requester';
import { authStore } from '../store/auth-store';
import { resetAuthForTest } from './reset-auth';
import { makeGuest } from './user-fixture';

/** Starts each test of the file as this browser's guest, and takes the fetch stub away after. */
export function startEachTestAsGuest(): void {
  beforeEach(() => {
    resetAuthForTest();
    resetRequesterConfig();
    configureAuthRequester();
    authStore.login(makeGuest());
  });
  afterEach(() => vi.unstubAllGlobals());
}
