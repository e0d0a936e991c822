import { screen, waitFor, within } from '@testing-library/react';
import { MERCHANT_MESSAGES } from '@sauda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../../i18n';
import { provideUrduResources, urResources } from '../../../../i18n/testing/urdu-resources';
import { flattenLocale } from '../../../../i18n/testing/locale-keys';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { acceptedMerchantOrder, makeMerchantOrder } from '../testing/merchant-order-fixtures';
import { renderOrdersMgmt } from '../testing/render-orders-mgmt';
import { serveMerchantOrders } from '../testing/serve-merchant-orders';

const urdu = flattenLocale(urResources);
const ur = (key: string) => urdu.get(key) ?? key;

beforeEach(() => {
  resetAuthForTest();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T13:07:00.000Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
  resetAuthForTest();
});

async function inUrdu(...args: Parameters<typeof serveMerchantOrders>) {
  const server = serveMerchantOrders(...args);
  const view = await renderOrdersMgmt('/orders-mgmt?status=active');
  provideUrduResources();
  await changeLanguage('ur');
  await screen.findByRole('heading', { level: 1, name: ur('merchantOrders.title') });
  return { ...view, server };
}

describe('the queue in Urdu', { timeout: 20_000 }, () => {
  it('reads right to left and shows a wrong handover code in Urdu', async () => {
    const dispatched = acceptedMerchantOrder({ status: 'order_dispatched' });
    const { user } = await inUrdu([dispatched]);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(await screen.findByRole('button', { name: 'آرڈر SD-4F7K2Q ڈیلیور کر دیا' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'آرڈر SD-4F7K2Q ڈیلیور شدہ قرار دیں',
    });
    await user.type(within(dialog).getByRole('textbox'), '1111');
    await user.click(
      within(dialog).getByRole('button', { name: ur('merchantOrders.deliver.confirm') }),
    );
    expect(
      await within(dialog).findByText(ur('domainMessages.orders.handoverCodeIncorrect')),
    ).toBeVisible();
  });

  it('offers the quick reasons in Urdu and sends their English words', async () => {
    const { user, server } = await inUrdu([makeMerchantOrder()]);
    await user.click(await screen.findByRole('button', { name: 'آرڈر SD-4F7K2Q' }));
    const detail = await screen.findByRole('dialog', { name: 'آرڈر SD-4F7K2Q' });
    await user.click(
      within(detail).getByRole('button', { name: ur('merchantOrders.actions.cancel') }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'آرڈر SD-4F7K2Q منسوخ کریں؟' });
    const busy = ur('domainMessages.merchant.cancelReasonKitchenBusy');
    await user.click(within(dialog).getByRole('button', { name: busy }));
    expect(within(dialog).getByRole('textbox')).toHaveValue(busy);
    await user.click(
      within(dialog).getByRole('button', { name: ur('merchantOrders.cancel.confirm') }),
    );
    await waitFor(() =>
      expect(server.posted).toEqual([
        { status: 'cancelled', reason: MERCHANT_MESSAGES.cancelReasonKitchenBusy },
      ]),
    );
  });
});
