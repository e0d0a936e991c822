/** A resendOtpData as the server sends it: a code sent now, resendable in 30 s by default. */
export function makeOtpData(
  purpose: string,
  resendAt = new Date(Date.now() + 30_000).toISOString(),
) {
  return {
    purpose,
    sent_at: new Date().toISOString(),
    resend_available_at: resendAt,
    expires_at: new Date(Date.now() + 300_000).toISOString(),
  };
}
