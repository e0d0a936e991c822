import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { renderAppAt } from '../../../test/render-app';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { makeGuest } from '../../auth/testing/user-fixture';

// The first render of a lazy page transforms its modules, which takes a while in jsdom.
const LAZY = { timeout: 10_000 };

afterEach(() => {
  pendingRequests.cancelAll();
  resetAuthForTest();
  vi.unstubAllGlobals();
});

describe('/checkout/cart-summary', () => {
  it('is the cart screen under the shopper header, titled Shopping Cart', async () => {
    stubFetch(({ url }) => {
      if (url.includes('/industries')) return jsonResponse({ industry_types: [] });
      if (url.includes('/users/authenticate_anonymously'))
        return jsonResponse({ user: makeGuest() });
      return jsonResponse({}, 404);
    });
    await renderAppAt('/checkout/cart-summary');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('banner').querySelector('[role="tooltip"]')).toHaveTextContent(
      'Cart is empty!',
    );
    expect(document.title).toContain('Shopping Cart');
  }, 20_000);
});
