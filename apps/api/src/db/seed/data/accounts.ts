/** Demo accounts listed in the README; every one signs in with this PIN. */
export const DEMO_PIN = '123456';

export type DemoRole = 'customer' | 'merchant_owner' | 'merchant_staff' | 'admin';

/** A back-office membership: the 1-based ordinal of a seeded store and the role there. */
export interface DemoMembership {
  storeOrdinal: number;
  role: 'owner' | 'manager' | 'staff';
}

export interface DemoAccount {
  key: 'retail' | 'business' | 'owner' | 'staff' | 'manager' | 'operator';
  fullName: string;
  mobileNumber: string;
  email: string;
  tradeTypes: readonly string[];
  /** The account's role; the back office reads the memberships, not this. */
  role: DemoRole;
  memberships?: readonly DemoMembership[];
}

/**
 * Usman owns Karachi Biryani House (store 1) and Boat Basin Tikka Corner (store 2), so the back
 * office's store picker has two; Sana is staff and Hina manager of Karachi Biryani House. The
 * users table has no manager role: Hina's account is a customer's, her membership says manager.
 * Zara is a Sauda operator (role admin): the applications inbox and the stores' onboarding.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: 'retail', fullName: 'Ayesha Khan', mobileNumber: '+923001234567', email: 'ayesha.khan@example.com', tradeTypes: ['Retail'], role: 'customer' },
  { key: 'business', fullName: 'Bilal Traders', mobileNumber: '+923011234567', email: 'bilal.traders@example.com', tradeTypes: ['Wholesale'], role: 'customer' },
  { key: 'owner', fullName: 'Usman Ali', mobileNumber: '+923021234567', email: 'usman.ali@example.com', tradeTypes: ['Retail'], role: 'merchant_owner', memberships: [{ storeOrdinal: 1, role: 'owner' }, { storeOrdinal: 2, role: 'owner' }] },
  { key: 'staff', fullName: 'Sana Iqbal', mobileNumber: '+923031234567', email: 'sana.iqbal@example.com', tradeTypes: ['Retail'], role: 'merchant_staff', memberships: [{ storeOrdinal: 1, role: 'staff' }] },
  { key: 'manager', fullName: 'Hina Raza', mobileNumber: '+923051234567', email: 'hina.raza@example.com', tradeTypes: ['Retail'], role: 'customer', memberships: [{ storeOrdinal: 1, role: 'manager' }] },
  // Last, so the accounts above keep their seeded query ids.
  { key: 'operator', fullName: 'Zara Ahmed', mobileNumber: '+923041234567', email: 'zara.ahmed@example.com', tradeTypes: ['Retail'], role: 'admin' },
];

/** Ayesha's home in Clifton Block 5, inside the delivery radius of the Karachi demo stores. */
export const DEMO_HOME_ADDRESS = {
  name: 'Home',
  building: 'Sea Breeze Apartments',
  street: 'Khayaban-e-Roomi, Block 5',
  floor: '3',
  room: 'Flat 302',
  landmark: 'Near Clifton Centre',
  lat: 24.8172,
  long: 67.031,
  district: 'Clifton',
  type: 'home',
  description: 'Flat 302, Clifton Block 5, Karachi',
} as const;

const DAY = 24 * 60 * 60 * 1000;

export interface VoucherSeed {
  code: string;
  name: string;
  description: string;
  /** Only for a store voucher: the 1-based store ordinal. */
  storeOrdinal?: number;
  discountType: 'percent' | 'amount';
  /** Basis points for percent, paisa for amount. */
  discountValue: number;
  maxDiscountPaisa: number | null;
  minOrderPaisa: number;
  /** Validity window in days relative to the seeding time. */
  startsInDays: number;
  expiresInDays: number;
  perUserLimit: number;
  totalLimit: number | null;
  firstOrderOnly: boolean;
}

export const VOUCHERS: readonly VoucherSeed[] = [
  { code: 'FREE15FIRST', name: '15% off your first order', description: '15% off your first Sauda order, up to PKR 300.', discountType: 'percent', discountValue: 1500, maxDiscountPaisa: 30000, minOrderPaisa: 0, startsInDays: -1, expiresInDays: 400, perUserLimit: 1, totalLimit: null, firstOrderOnly: true },
  { code: 'SAUDA100', name: 'PKR 100 off', description: 'PKR 100 off orders of PKR 1,000 or more, three times per customer.', discountType: 'amount', discountValue: 10000, maxDiscountPaisa: null, minOrderPaisa: 100000, startsInDays: -1, expiresInDays: 180, perUserLimit: 3, totalLimit: 5000, firstOrderOnly: false },
  { code: 'BIRYANI20', name: '20% off at Karachi Biryani House', description: '20% off orders of PKR 1,500 or more at Karachi Biryani House, up to PKR 500.', storeOrdinal: 1, discountType: 'percent', discountValue: 2000, maxDiscountPaisa: 50000, minOrderPaisa: 150000, startsInDays: -1, expiresInDays: 90, perUserLimit: 2, totalLimit: 1000, firstOrderOnly: false },
  { code: 'EIDMUBARAK', name: 'Eid Mubarak 10% off', description: 'Expired Eid offer: 10% off up to PKR 250.', discountType: 'percent', discountValue: 1000, maxDiscountPaisa: 25000, minOrderPaisa: 50000, startsInDays: -60, expiresInDays: -30, perUserLimit: 1, totalLimit: null, firstOrderOnly: false },
];

function voucherWindow(voucher: VoucherSeed, now: Date): { startsAt: Date; expiresAt: Date } {
  return {
    startsAt: new Date(now.getTime() + voucher.startsInDays * DAY),
    expiresAt: new Date(now.getTime() + voucher.expiresInDays * DAY),
  };
}

/** The voucher as a row of the vouchers table; `companyId` is its store's, for a store voucher. */
export function voucherRow(voucher: VoucherSeed, companyId: number | null, now: Date) {
  return {
    code: voucher.code,
    name: voucher.name,
    description: voucher.description,
    companyId,
    discountType: voucher.discountType,
    discountValue: voucher.discountValue,
    maxDiscountPaisa: voucher.maxDiscountPaisa,
    minOrderPaisa: voucher.minOrderPaisa,
    ...voucherWindow(voucher, now),
    perUserLimit: voucher.perUserLimit,
    totalLimit: voucher.totalLimit,
    firstOrderOnly: voucher.firstOrderOnly,
    isActive: true,
  };
}
