/** PINs, one-time codes and guest passwords (SPEC §5, §9): their lengths and the resend wait. */
export const PIN_LENGTH = 6;
export const LOGIN_PIN_MAX_LENGTH = 30;
export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_SECONDS = 30;
/** A guest password must be longer than 4 characters. */
export const GUEST_PASSWORD_MIN_LENGTH = 5;
