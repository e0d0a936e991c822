import { pendingRequests } from '../../../api/request';
import { authStore } from '../store/auth-store';

/** Starts a test from an empty browser: no stored session, no visitor id, nothing in flight. */
export function resetAuthForTest(): void {
  pendingRequests.cancelAll();
  authStore.clear();
  localStorage.clear();
}
