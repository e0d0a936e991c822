import type { User } from '@sauda/domain';

/** A user as the users/* answers carry it; tests override what they look at. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    query_id: 'usr_7',
    full_name: 'Ayesha Khan',
    mobile_number: '+923001234567',
    email: null,
    dob: null,
    avatar_url: null,
    status: 'active',
    is_guest: false,
    role: 'customer',
    session_ktb_token: 'token-registered',
    trade_types: ['Retail'],
    industry_types: [
      { id: 3, name: 'Food', slug: 'food', icon_url: '/media/art/industry/food.svg', position: 1 },
      {
        id: 5,
        name: 'Grocery',
        slug: 'grocery',
        icon_url: '/media/art/industry/grocery.svg',
        position: 2,
      },
    ],
    home_address: null,
    work_address: null,
    other_addresses: [],
    channels: [],
    userVouchers: [],
    resendOtpData: null,
    ...overrides,
  };
}

/** This browser's guest, as authenticate_anonymously answers it. */
export function makeGuest(overrides: Partial<User> = {}): User {
  return makeUser({
    id: 99,
    query_id: 'usr_guest',
    full_name: null,
    mobile_number: null,
    is_guest: true,
    session_ktb_token: 'token-guest',
    trade_types: [],
    industry_types: [],
    ...overrides,
  });
}
