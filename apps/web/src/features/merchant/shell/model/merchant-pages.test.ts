import { describe, expect, it } from 'vitest';
import { backOfficeHomePath, isMerchantPage, roleMayOpen } from './merchant-pages';

describe('merchant pages', () => {
  it('opens the back office on the dashboard, or on the orders for staff', () => {
    expect(backOfficeHomePath('owner')).toBe('/dashboard');
    expect(backOfficeHomePath('manager')).toBe('/dashboard');
    expect(backOfficeHomePath('staff')).toBe('/orders-mgmt');
  });

  it('lets each role open the pages of its permissions', () => {
    expect(roleMayOpen('staff', 'ordersMgmt')).toBe(true);
    expect(roleMayOpen('staff', 'inventory')).toBe(true);
    expect(roleMayOpen('staff', 'inventoryAdd')).toBe(false);
    expect(roleMayOpen('staff', 'storeSettings')).toBe(false);
    expect(roleMayOpen('manager', 'storeSettings')).toBe(true);
    expect(roleMayOpen('manager', 'pnl')).toBe(false);
    expect(roleMayOpen('owner', 'staff')).toBe(true);
  });

  it('leaves pages outside the back office alone', () => {
    expect(isMerchantPage('home')).toBe(false);
    expect(isMerchantPage('toString')).toBe(false);
    expect(roleMayOpen('staff', undefined)).toBe(true);
    expect(roleMayOpen('staff', 'notFound')).toBe(true);
  });
});
