import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequesterConfig } from '../../../api/request-config';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { selectAddress } from '../../../features/addresses/selection/use-selected-address';
import {
  AMMI,
  HOME,
  WORK,
  makeAddress,
} from '../../../features/addresses/testing/address-fixtures';
import { configureAuthRequester } from '../../../features/auth/session/configure-auth-requester';
import { authStore } from '../../../features/auth/store/auth-store';
import { resetAuthForTest } from '../../../features/auth/testing/reset-auth';
import { makeGuest, makeUser } from '../../../features/auth/testing/user-fixture';
import { renderWithProviders } from '../../../test/render-app';
import { ShopperHeader } from './shopper-header';

const onChooseAddress = vi.fn();

beforeEach(() => {
  resetAuthForTest();
  resetRequesterConfig();
  configureAuthRequester();
  vi.clearAllMocks();
  stubFetch(() => jsonResponse({ industry_types: [] }));
});
afterEach(() => vi.unstubAllGlobals());

async function renderHeader() {
  await renderWithProviders(
    <ShopperHeader
      menuOpen={false}
      onOpenMenu={vi.fn()}
      onSignIn={vi.fn()}
      onChooseAddress={onChooseAddress}
    />,
    '/products',
  );
}

const deliverTo = (name: string) => screen.getByRole('button', { name: `Deliver to ${name}` });

describe('Deliver to button (SPEC §2 shopper header)', () => {
  it('says Select Address when the shopper has no address, and opens the address dialog', async () => {
    authStore.login(makeGuest());
    await renderHeader();
    const button = deliverTo('Select Address');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.setup().click(button);
    expect(onChooseAddress).toHaveBeenCalledOnce();
  });

  it('says Home for the home address, the default selection', async () => {
    authStore.login(makeUser({ home_address: HOME, work_address: WORK }));
    await renderHeader();
    expect(deliverTo('Home')).toBeVisible();
  });

  it('says Work for a work address, whatever the address is called', async () => {
    authStore.login(makeUser({ work_address: makeAddress({ ...WORK, name: 'work' }) }));
    await renderHeader();
    expect(deliverTo('Work')).toBeVisible();
  });

  it('says the name of another saved address and follows a new selection', async () => {
    authStore.login(makeUser({ home_address: HOME, other_addresses: [AMMI] }));
    await renderHeader();
    expect(deliverTo('Home')).toBeVisible();
    act(() => selectAddress(AMMI.id));
    expect(deliverTo("Ammi's house")).toBeVisible();
  });

  it('keeps a long name whole for screen readers and cuts it with an ellipsis on screen', async () => {
    const name = 'Grandmother’s house near the old university campus';
    authStore.login(makeUser({ other_addresses: [makeAddress({ ...AMMI, name })] }));
    await renderHeader();
    const label = screen.getByTitle(name);
    expect(label).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis' });
    expect(deliverTo(name)).toBeVisible();
  });
});
