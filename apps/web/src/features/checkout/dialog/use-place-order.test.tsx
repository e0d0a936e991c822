import { MESSAGES } from '@sauda/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { HOME_ADDRESS, guestShopper } from '../testing/checkout-fixtures';
import { makeInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import { initialCheckoutForm } from '../model/checkout-form';
import { usePlaceOrder } from './use-place-order';

beforeAll(async () => {
  await initI18n('en');
});

describe('usePlaceOrder local checks', () => {
  it('clears the verify-account message once the guest is verified, without another click', async () => {
    const input = {
      invoice: makeInvoice(),
      form: initialCheckoutForm,
      address: HOME_ADDRESS,
      user: guestShopper(),
      isGuest: true,
      canTip: true,
      voucherId: null,
      onPlaced: vi.fn(() => Promise.resolve()),
    };
    const { result, rerender } = renderHook((props) => usePlaceOrder(props), {
      initialProps: input,
    });
    expect(result.current.problem).toBeNull();
    await act(() => result.current.place());
    expect(result.current.problem?.message).toBe(MESSAGES.verifyAccountToOrder);
    rerender({ ...input, isGuest: false });
    expect(result.current.problem).toBeNull();
  });
});
