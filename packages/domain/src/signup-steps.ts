/**
 * The sign-up step machine (SPEC §3 "Sign-up state", §4 "Sign-up"): step 1 creates the user by
 * mobile number, step 2 verifies the one-time code, step 3 sets the name and PIN. A pure
 * reducer, so the rules are tested once and the page only renders its state and runs effects.
 */
import type { UserStatus } from './auth.schemas.js';

export const SIGN_UP_FIRST_STEP = 1;
export const SIGN_UP_STEPS = Object.freeze([1, 2, 3] as const);
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];
export const SIGN_UP_LAST_STEP: SignUpStep = 3;

/**
 * The "step -1 handling" of SPEC §4: the number already belongs to an active account, so the
 * page shows the server's message with a way to log in instead of a step.
 */
export const SIGN_UP_ACCOUNT_EXISTS_STEP = -1;
export type SignUpActiveStep = SignUpStep | typeof SIGN_UP_ACCOUNT_EXISTS_STEP;

export interface SignUpState {
  activeStep: SignUpActiveStep;
  /** SPEC §3 signUpResp: the user being signed up, by query id (paths accept it). */
  signUpResp: { userId: string } | null;
  /** The number of step 1 as sent ("+923001234567"), for the automatic login after step 3. */
  mobileNumber: string | null;
  /** Set when a code must be sent before the code step can open; cleared by `otp_sent`. */
  otpRequested: boolean;
  /** The server's message when the number belongs to an active account (step -1). */
  accountExistsMessage: string | null;
  /** Step 3 succeeded: the page logs in with the number and PIN. */
  completed: boolean;
}

export type SignUpEvent =
  /** Step 1 answered a user: a pending one keeps the step until its code is sent. */
  | { type: 'user_created'; mobileNumber: string; userId: string; status: UserStatus }
  /** Step 1 failed; the answer may carry user_status and user_query_id (DESIGN §3). */
  | {
      type: 'sign_up_failed';
      mobileNumber: string;
      userStatus?: UserStatus | undefined;
      userQueryId?: string | undefined;
      message: string;
    }
  /** A code went out (with the step 1 answer or through resend_otp). */
  | { type: 'otp_sent' }
  /** Step 2 or 3 succeeded. */
  | { type: 'step_succeeded'; step: SignUpStep }
  | { type: 'back' }
  | { type: 'reset' };

export const initialSignUpState: SignUpState = Object.freeze({
  activeStep: SIGN_UP_FIRST_STEP,
  signUpResp: null,
  mobileNumber: null,
  otpRequested: false,
  accountExistsMessage: null,
  completed: false,
});

function nextStep(step: SignUpStep): SignUpStep {
  return step === SIGN_UP_LAST_STEP ? step : ((step + 1) as SignUpStep);
}

/** SPEC §4: back subtracts one, but from step 3 two; the account-exists view goes to step 1. */
function previousStep(step: SignUpActiveStep): SignUpStep {
  if (step === SIGN_UP_ACCOUNT_EXISTS_STEP) return SIGN_UP_FIRST_STEP;
  const back = step === SIGN_UP_LAST_STEP ? 2 : 1;
  return Math.max(SIGN_UP_FIRST_STEP, step - back) as SignUpStep;
}

function onUserCreated(
  state: SignUpState,
  event: Extract<SignUpEvent, { type: 'user_created' }>,
): SignUpState {
  const base = {
    ...state,
    mobileNumber: event.mobileNumber,
    signUpResp: { userId: event.userId },
    accountExistsMessage: null,
  };
  // A pending user stays on step 1 while its code goes out (SPEC §4).
  if (event.status === 'pending') return { ...base, activeStep: 1, otpRequested: true };
  return { ...base, activeStep: 2, otpRequested: false };
}

function onSignUpFailed(
  state: SignUpState,
  event: Extract<SignUpEvent, { type: 'sign_up_failed' }>,
): SignUpState {
  if (!event.userQueryId) return state;
  const known = { ...state, mobileNumber: event.mobileNumber };
  if (event.userStatus === 'pending') {
    return {
      ...known,
      activeStep: 1,
      signUpResp: { userId: event.userQueryId },
      otpRequested: true,
      accountExistsMessage: null,
    };
  }
  if (event.userStatus === 'active') {
    return {
      ...known,
      activeStep: SIGN_UP_ACCOUNT_EXISTS_STEP,
      signUpResp: null,
      otpRequested: false,
      accountExistsMessage: event.message,
    };
  }
  return state;
}

export function signUpReducer(state: SignUpState, event: SignUpEvent): SignUpState {
  switch (event.type) {
    case 'user_created':
      return onUserCreated(state, event);
    case 'sign_up_failed':
      return onSignUpFailed(state, event);
    case 'otp_sent':
      // The code step opens once its code is out; a resend on that step keeps it.
      if (!state.otpRequested) return state;
      return {
        ...state,
        otpRequested: false,
        activeStep: state.activeStep === 1 ? 2 : state.activeStep,
      };
    case 'step_succeeded':
      if (event.step !== state.activeStep) return state;
      if (event.step === SIGN_UP_LAST_STEP) return { ...state, completed: true };
      return { ...state, activeStep: nextStep(event.step) };
    case 'back':
      return {
        ...state,
        activeStep: previousStep(state.activeStep),
        otpRequested: false,
        accountExistsMessage: null,
        completed: false,
      };
    case 'reset':
      return initialSignUpState;
  }
}
