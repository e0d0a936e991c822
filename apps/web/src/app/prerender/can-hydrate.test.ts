import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAddress } from '../../features/addresses/testing/address-fixtures';
import { authStore } from '../../features/auth/store/auth-store';
import { resetAuthForTest } from '../../features/auth/testing/reset-auth';
import { makeGuest, makeUser } from '../../features/auth/testing/user-fixture';
import { PROMO_HEADER_STORAGE_KEY } from '../../ui/promo-header/promo-header-constants';
import { canHydrate } from './can-hydrate';
import { PAGE_DATA_ELEMENT_ID } from './page-data';

function renderedRoot(withData: boolean): HTMLElement {
  document.body.innerHTML = `<div id="root"><main>Stores</main></div>${
    withData ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{}</script>` : ''
  }`;
  return document.getElementById('root') as HTMLElement;
}

beforeEach(() => resetAuthForTest());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrating a page the server rendered', () => {
  it('needs content, English and the offer bar still shown', () => {
    expect(canHydrate(renderedRoot(false), 'en')).toBe(true);
    expect(canHydrate(renderedRoot(false), 'ur')).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    expect(canHydrate(document.getElementById('root') as HTMLElement, 'en')).toBe(false);
    localStorage.setItem(PROMO_HEADER_STORAGE_KEY, 'true');
    expect(canHydrate(renderedRoot(false), 'en')).toBe(false);
  });

  it('takes a catalog page as rendered for a guest without a delivery address', () => {
    authStore.login(makeGuest());
    expect(canHydrate(renderedRoot(true), 'en')).toBe(true);
  });

  it('renders a catalog page afresh while there is no user: the guest signs in first', () => {
    expect(canHydrate(renderedRoot(true), 'en')).toBe(false);
  });

  it('renders a catalog page afresh for a signed-in shopper or a chosen address', () => {
    authStore.login(makeUser());
    expect(canHydrate(renderedRoot(true), 'en')).toBe(false);
    // A public page shows nothing of the shopper: it still hydrates.
    expect(canHydrate(renderedRoot(false), 'en')).toBe(true);
    authStore.login(makeGuest({ home_address: makeAddress({ id: 3 }) }));
    expect(canHydrate(renderedRoot(true), 'en')).toBe(false);
  });
});
