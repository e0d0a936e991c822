import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../../i18n';
import { fieldLabel, fieldValueText, humaniseKey } from './field-labels';

let t: TFunction;
beforeAll(async () => {
  await initI18n('en');
  t = i18next.t.bind(i18next);
});

describe('the fields of an application', () => {
  it('uses the public forms’ own labels', () => {
    expect(fieldLabel(t, 'business_name')).toBe('Business name');
    expect(fieldLabel(t, 'cnic')).toBe('CNIC number');
    expect(fieldLabel(t, 'has_motorbike_licence')).toBe('Holds a motorbike licence');
  });

  it('humanises a field no form names', () => {
    expect(humaniseKey('store_opening_hours')).toBe('Store opening hours');
    expect(fieldLabel(t, 'branchCount')).toBe('Branch count');
  });

  it('writes values for reading', () => {
    expect(fieldValueText(t, 'owns_motorbike', true)).toBe('Yes');
    expect(fieldValueText(t, 'owns_motorbike', false)).toBe('No');
    expect(fieldValueText(t, 'email', null)).toBe('—');
    expect(fieldValueText(t, 'business_category', 'Meat & Seafood')).toBe('Meat & Seafood');
    expect(fieldValueText(t, 'tags', ['a', 'b'])).toBe('a, b');
  });
});
