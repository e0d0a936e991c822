import { OTP_RESEND_WAIT_SECONDS, type ResendOtpData } from '@sauda/domain';

/** One sent code, as the code step needs it: when it went out and when a resend is allowed. */
export interface OtpSend {
  sentAt: string;
  resendAvailableAt: number;
}

/** From the server's resendOtpData, or "now, resend in 30 s" when the answer gave none. */
export function otpSendFrom(
  data: ResendOtpData | null | undefined,
  now: number = Date.now(),
): OtpSend {
  const fallback = now + OTP_RESEND_WAIT_SECONDS * 1000;
  if (!data) return { sentAt: new Date(now).toISOString(), resendAvailableAt: fallback };
  const available = Date.parse(data.resend_available_at);
  return {
    sentAt: data.sent_at,
    resendAvailableAt: Number.isNaN(available) ? fallback : available,
  };
}

/** After "too early" (429): the wait the server names (retry_after_seconds), or the full 30 s. */
export function resendWaitFrom(
  details: Record<string, unknown>,
  now: number = Date.now(),
): OtpSend {
  const fallback = otpSendFrom(null, now);
  const seconds = details.retry_after_seconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return fallback;
  return { ...fallback, resendAvailableAt: now + seconds * 1000 };
}
