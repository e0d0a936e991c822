import type { ResendOtpData } from '@sauda/domain';
import { OTP_RESEND_WAIT_MS } from './auth-limits.js';
import type { OtpRow } from './otps.repository.js';

/** The newest code waiting for the user: when it went out and when another may be asked for. */
export function toResendOtpData(row: OtpRow): ResendOtpData {
  return {
    purpose: row.purpose,
    sent_at: row.sentAt.toISOString(),
    resend_available_at: new Date(row.sentAt.getTime() + OTP_RESEND_WAIT_MS).toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}
