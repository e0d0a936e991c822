import type { Address, Industry, User } from '@sauda/domain';
import type { OtpRow } from '../auth/otps.repository.js';
import { toResendOtpData } from '../auth/resend-otp-data.js';
import type { UserRow } from '../auth/sessions.repository.js';
import type { ProfileVoucher } from '../vouchers/voucher-terms.js';
import type { AddressRow, PaymentChannelRow } from './user-profile.repository.js';

/** Everything besides the users row that the user's JSON carries. */
export interface UserExtras {
  addresses: AddressRow[];
  channels: PaymentChannelRow[];
  vouchers: ProfileVoucher[];
  industries: Industry[];
  latestOtp: OtpRow | undefined;
}

export function toAddressJson(row: AddressRow): Address {
  return {
    id: row.id,
    query_id: row.queryId,
    name: row.name,
    building: row.building ?? '',
    street: row.street ?? '',
    floor: row.floor ?? '',
    room: row.room ?? '',
    landmark: row.landmark ?? '',
    lat: row.lat,
    long: row.long,
    district: row.district ?? '',
    type: row.type,
    description: row.description ?? '',
  };
}

/** The first home and work addresses fill their slots; everything else is "other". */
function splitAddresses(rows: AddressRow[]) {
  const home = rows.find((row) => row.type === 'home');
  const work = rows.find((row) => row.type === 'work');
  return {
    home_address: home ? toAddressJson(home) : null,
    work_address: work ? toAddressJson(work) : null,
    other_addresses: rows.filter((row) => row !== home && row !== work).map(toAddressJson),
  };
}

/** The user as every users/* answer carries it; the token only when a session was opened. */
export function toUserJson(
  user: UserRow,
  extras: UserExtras,
  sessionToken: string | null = null,
): User {
  return {
    id: user.id,
    query_id: user.queryId,
    full_name: user.fullName,
    mobile_number: user.mobileNumber,
    email: user.email,
    dob: user.dob,
    avatar_url: user.avatarUrl,
    status: user.status,
    is_guest: user.isGuest,
    role: user.role,
    session_ktb_token: sessionToken,
    trade_types: user.tradeTypes,
    industry_types: extras.industries,
    ...splitAddresses(extras.addresses),
    channels: extras.channels.map((row) => ({
      type: row.type,
      name: row.name,
      query_id: row.queryId,
    })),
    userVouchers: extras.vouchers,
    resendOtpData: extras.latestOtp ? toResendOtpData(extras.latestOtp) : null,
  };
}
