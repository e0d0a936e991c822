import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render-app';
import { authStore } from '../../../auth/store/auth-store';
import { makeUser } from '../../../auth/testing/user-fixture';
import { stubMatchMedia } from '../../../showcase/testing/stub-match-media';
import { CurrentStoreContext, type CurrentStore } from '../../shell/current-store';
import { makeStoreSummary } from '../../shell/testing/merchant-fixtures';
import { StaffPage } from '../staff-page';
import { STORE_ID } from './serve-staff';

/**
 * /staff-mgmt at `path` (e.g. '/staff-mgmt?tab=activity') for the owner of Biryani House, on a
 * desktop or a phone; a test reads `router.state.location` to see what the page put in the URL.
 */
export async function renderStaff(path = '/staff-mgmt', { phone = false } = {}) {
  authStore.login(makeUser({ session_ktb_token: 'token-merchant' }));
  stubMatchMedia((query) => !phone && query.includes('min-width'));
  const store = makeStoreSummary({ query_id: STORE_ID, role: 'owner' });
  const current: CurrentStore = { store, storeQueryId: STORE_ID, role: 'owner' };
  const view = await renderWithProviders(
    <CurrentStoreContext.Provider value={current}>
      <StaffPage />
    </CurrentStoreContext.Provider>,
    path,
  );
  return { ...view, user: userEvent.setup() };
}
