/**
 * The accounts contract (SPEC §3 Auth/User, §7 users/* calls, DESIGN §3 sign-up answers):
 * request bodies and answers shared by the API routes and the web's endpoint calls.
 */
import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.messages.js';
import { answerMessageShape } from './domain-message.schemas.js';
import { karachiDate } from './karachi-clock.js';
import { isDate, isEmail } from './patterns.js';
import { addressSchema } from './address.schemas.js';
import { industrySchema } from './http.schemas.js';
import {
  authenticatePasswordSchema,
  guestNameSchema,
  guestPasswordSchema,
  loginPinSchema,
  oneTimeCodeSchema,
  phoneNumberSchema,
} from './validation.schemas.js';

export const USER_STATUSES = Object.freeze(['pending', 'active', 'blocked'] as const);
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const USER_ROLES = Object.freeze([
  'customer',
  'merchant_owner',
  'merchant_staff',
  'admin',
] as const);
export const userRoleSchema = z.enum(USER_ROLES);

/** What a one-time code is for; a code only ever verifies its own (user, purpose). */
export const OTP_PURPOSES = Object.freeze([
  'signup',
  'forgot_password',
  'guest_verification',
] as const);
export const otpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

export const paymentChannelSchema = z.object({
  type: z.string(),
  name: z.string(),
  query_id: z.string(),
});

/** A voucher the user may apply (SPEC §3 "available_vouchers": code, name, expires_at). */
export const voucherSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  expires_at: z.string().nullable(),
});

/** The latest one-time code sent to the user: when it was sent and when a resend is allowed. */
export const resendOtpDataSchema = z.object({
  purpose: otpPurposeSchema,
  sent_at: z.string(),
  resend_available_at: z.string(),
  expires_at: z.string(),
});
export type ResendOtpData = z.infer<typeof resendOtpDataSchema>;

/** The user as every users/* answer carries it (SPEC §3 "User"). */
export const userSchema = z.object({
  id: z.number().int(),
  query_id: z.string(),
  full_name: z.string().nullable(),
  /** "+923001234567"; null for a guest until verified. */
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  /** YYYY-MM-DD. */
  dob: z.string().nullable(),
  avatar_url: z.string().nullable(),
  status: userStatusSchema,
  is_guest: z.boolean(),
  role: userRoleSchema,
  /** The bearer token: only on answers that open a session (authenticate, sign-up verify). */
  session_ktb_token: z.string().nullable(),
  trade_types: z.array(z.string()),
  industry_types: z.array(industrySchema),
  home_address: addressSchema.nullable(),
  work_address: addressSchema.nullable(),
  other_addresses: z.array(addressSchema),
  channels: z.array(paymentChannelSchema),
  userVouchers: z.array(voucherSummarySchema),
  resendOtpData: resendOtpDataSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST users/authenticate_anonymously: the browser's visitor id and its kept secret. */
export const anonymousAuthenticateBodySchema = z.object({
  login_id: z.string().trim().min(8).max(64),
  password: z.string().min(16).max(128),
  app_version: z.string().max(32).optional(),
  os: z.string().max(16).optional(),
  app: z.string().max(32).optional(),
});
export type AnonymousAuthenticateBody = z.input<typeof anonymousAuthenticateBodySchema>;

/** POST users/authenticate: mobile number without spaces and the PIN (or verified guest password). */
export const authenticateBodySchema = z.object({
  login_id: phoneNumberSchema,
  password: authenticatePasswordSchema,
  app_version: z.string().max(32).optional(),
  os: z.string().max(16).optional(),
  app: z.string().max(32).optional(),
});
export type AuthenticateBody = z.input<typeof authenticateBodySchema>;

/** POST users (sign-up step 1). */
export const signUpBodySchema = z.object({ user: z.object({ mobile_number: phoneNumberSchema }) });
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** 201 answer of sign-up step 1: the pending user; a code has been sent. */
export const signUpResponseSchema = z.object({
  user: z.object({
    id: z.number().int(),
    query_id: z.string(),
    mobile_number: z.string(),
    status: userStatusSchema,
    resendOtpData: resendOtpDataSchema.nullable(),
  }),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** PUT users/{userId}/resend_otp: which code to send again (default signup); no body is fine. */
export const resendOtpBodySchema = z
  .object({ purpose: otpPurposeSchema.default('signup') })
  .nullish()
  .transform((body) => body ?? { purpose: 'signup' as const });

export const otpSentResponseSchema = z.object({
  ...answerMessageShape,
  resendOtpData: resendOtpDataSchema,
});
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

/**
 * POST users/{userId}/verify_mobile_otp. Purpose signup (default): the answer's user carries a
 * session token for step 3. Purpose guest_verification: the guest becomes a registered user.
 */
export const verifyOtpBodySchema = z.object({
  mobile_otp: oneTimeCodeSchema,
  purpose: z.enum(['signup', 'guest_verification']).default('signup'),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

/** A date of birth: a real calendar date, not after today in Karachi. */
export function isDateOfBirth(value: string, today: string = karachiDate(new Date())): boolean {
  return isDate(value) && value <= today;
}

/** Sign-up's optional email ('' for none), as the form and update_user both check it. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isEmail(value), { error: AUTH_MESSAGES.invalidEmail });

/** Sign-up's optional date of birth ('' for none): in the past, on the form and the server. */
export const optionalDateOfBirthSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isDateOfBirth(value), { error: AUTH_MESSAGES.invalidDob });

/** Left empty, an optional field is not stored at all. */
const absentWhenEmpty = (value: string | undefined) => (value ? value : undefined);

/** POST users/{userId}/update_user (sign-up step 3 and later profile edits). */
export const updateUserBodySchema = z.object({
  user: z.object({
    full_name: guestNameSchema.pipe(z.string().min(1)),
    /** Required while the account has no PIN (sign-up step 3). */
    password: loginPinSchema.optional(),
    email: optionalEmailSchema.optional().transform(absentWhenEmpty),
    dob: optionalDateOfBirthSchema.optional().transform(absentWhenEmpty),
  }),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** POST users/forgot_password (form data): the number whose PIN is forgotten. */
export const forgotPasswordBodySchema = z.object({ mobile_number: phoneNumberSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const forgotPasswordResponseSchema = z.object({
  ...answerMessageShape,
  user: z.object({ id: z.number().int(), query_id: z.string() }),
  resendOtpData: resendOtpDataSchema,
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** POST users/reset_password (form data): the code sent by forgot_password and the new PIN. */
export const resetPasswordBodySchema = z.object({
  user_id: z.string().min(1),
  mobile_otp: oneTimeCodeSchema,
  password: loginPinSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST users/{userId}/guest_signup: the guest's name, number and password (checkout). */
export const guestSignupBodySchema = z.object({
  full_name: guestNameSchema.pipe(z.string().min(1)),
  mobile_number: phoneNumberSchema,
  password: guestPasswordSchema,
});
export type GuestSignupBody = z.input<typeof guestSignupBodySchema>;

/** SPEC §3 guestSignupResponse: message and user. */
export const guestSignupResponseSchema = z.object({
  ...answerMessageShape,
  user: userSchema,
});
export type GuestSignupResponse = z.infer<typeof guestSignupResponseSchema>;

/** GET dev/outbox: what the dev SMS provider "sent", newest first. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  body: z.string(),
  code: z.string(),
  sent_at: z.string(),
});
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Answer keys on a sign-up error (DESIGN §3): user_status and user_query_id. */
export const signUpErrorExtraSchema = z.object({
  user_status: userStatusSchema.optional(),
  user_query_id: z.string().optional(),
});

/** `{userId}` in users/* paths: the user's query_id. */
export const userIdParamsSchema = z.object({ userId: z.string().trim().min(1).max(64) });
export type UserIdParams = z.infer<typeof userIdParamsSchema>;

/** GET dev/outbox: only the messages to this number when given. */
export const outboxQuerySchema = z.object({ mobile_number: phoneNumberSchema.optional() });
