import { RETAIL_TRADE_TYPE, type User } from '@sauda/domain';

/**
 * The guest a catalog page is rendered for on the server. Only its being a guest shows (the
 * header's Sign in): every first-time visitor's own guest renders the same page.
 */
export const RENDERING_GUEST: User = {
  id: 0,
  query_id: '',
  full_name: null,
  mobile_number: null,
  email: null,
  dob: null,
  avatar_url: null,
  status: 'active',
  is_guest: true,
  role: 'customer',
  session_ktb_token: null,
  trade_types: [RETAIL_TRADE_TYPE],
  industry_types: [],
  home_address: null,
  work_address: null,
  other_addresses: [],
  channels: [],
  userVouchers: [],
  resendOtpData: null,
};
