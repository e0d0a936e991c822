import type { StoreActivityEntry } from '@sauda/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18next, initI18n } from '../../../../i18n';
import { provideUrduResources } from '../../../../i18n/testing/urdu-resources';
import { makeActivity } from '../testing/staff-fixtures';
import { activitySentence } from './activity-sentence';

beforeAll(() => initI18n('en'));

const say = (overrides: Partial<StoreActivityEntry>) =>
  activitySentence(i18next.t, makeActivity(overrides));
const NUMBER = '+92\u00A0300\u00A01234567';

describe('activitySentence', () => {
  it.each<[string, Partial<StoreActivityEntry>, string]>([
    ['an accept', { detail: {} }, 'Sana Iqbal accepted order SD-A1B2C3'],
    [
      'an accept with its preparation time',
      { detail: { from: 'order_pending', to: 'order_confirmed', prep_minutes: 20 } },
      'Sana Iqbal accepted order SD-A1B2C3 (20 min to prepare)',
    ],
    [
      'a cancel with its reason',
      { action: 'order_cancelled', detail: { reason: 'Out of rice' } },
      'Sana Iqbal cancelled order SD-A1B2C3: “Out of rice”',
    ],
    [
      'a cancel by nobody (the sweep)',
      { action: 'order_cancelled', actor: null, detail: {} },
      'Sauda cancelled order SD-A1B2C3',
    ],
    [
      'a status step',
      {
        action: 'order_status_changed',
        detail: { from: 'order_confirmed', to: 'order_dispatched' },
      },
      'Sana Iqbal moved order SD-A1B2C3 from Order Confirmed to Order Dispatched',
    ],
    [
      'a price',
      {
        action: 'price_changed',
        subject: 'Chicken Biryani',
        detail: { field: 'cost', from: 450, to: 1250.5 },
      },
      'Sana Iqbal changed the price of Chicken Biryani from Rs 450.00 to Rs 1,250.50',
    ],
    [
      'a new discount',
      {
        action: 'price_changed',
        subject: 'Raita',
        detail: { field: 'promotion_amount', from: null, to: 20 },
      },
      'Sana Iqbal took Rs 20.00 off Raita',
    ],
    [
      'a changed discount',
      {
        action: 'price_changed',
        subject: 'Raita',
        detail: { field: 'promotion_amount', from: 20, to: 30 },
      },
      'Sana Iqbal changed the discount on Raita from Rs 20.00 to Rs 30.00',
    ],
    [
      'a removed discount',
      {
        action: 'price_changed',
        subject: 'Raita',
        detail: { field: 'promotion_amount', from: 20, to: null },
      },
      'Sana Iqbal removed the discount on Raita',
    ],
    [
      'a stock count',
      { action: 'stock_changed', subject: 'Raita', detail: { field: 'quantity', from: 5, to: 12 } },
      'Sana Iqbal changed the stock of Raita from 5 to 12',
    ],
    [
      'unlimited stock',
      {
        action: 'stock_changed',
        subject: 'Raita',
        detail: { field: 'unlimited', from: false, to: true },
      },
      'Sana Iqbal set Raita to unlimited stock',
    ],
    [
      'an unavailable product',
      {
        action: 'stock_changed',
        subject: 'Raita',
        detail: { field: 'is_active', from: true, to: false },
      },
      'Sana Iqbal made Raita unavailable',
    ],
    [
      'an import',
      { action: 'products_imported', subject: 'Product CSV', detail: { created: 3, updated: 7 } },
      'Sana Iqbal imported products from a CSV file: 3 added, 7 updated',
    ],
    [
      'an invitation',
      { action: 'staff_invited', subject: '+923001234567', detail: { role: 'staff' } },
      `Sana Iqbal invited ${NUMBER} as Staff`,
    ],
    [
      'a join, said of the one who joined',
      {
        action: 'staff_joined',
        actor: { full_name: 'Ayesha Khan', mobile_number: '+923001234567' },
        subject: '+923001234567',
        detail: { role: 'staff' },
      },
      'Ayesha Khan joined the store as Staff',
    ],
    [
      'a role change',
      {
        action: 'staff_role_changed',
        subject: '+923001234567',
        detail: { from: 'staff', to: 'manager' },
      },
      `Sana Iqbal changed the role of ${NUMBER} from Staff to Manager`,
    ],
    [
      'a removal by someone known only by number',
      {
        action: 'staff_removed',
        actor: { full_name: null, mobile_number: '+923021234567' },
        subject: '+923001234567',
        detail: { role: 'staff' },
      },
      `+92\u00A0302\u00A01234567 removed ${NUMBER} from the store`,
    ],
  ])('says %s', (_kind, entry, sentence) => {
    expect(say(entry)).toBe(sentence);
  });

  it('reads in Urdu', async () => {
    provideUrduResources();
    await changeLanguage('ur');
    try {
      expect(activitySentence(i18next.t, makeActivity({ detail: {} }), true)).toBe(
        '\u2068Sana Iqbal\u2069 نے آرڈر \u2068SD-A1B2C3\u2069 قبول کیا',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
