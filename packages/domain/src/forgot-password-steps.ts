/**
 * The forgot-password steps (SPEC §3 "Forgot-password state", §4 "Forgot password"): step 1
 * sends a code to the number, step 2 resets the PIN with that code. Each success advances one
 * step; a reset returns to step 1.
 */
export const FORGOT_PASSWORD_FIRST_STEP = 1;
export const FORGOT_PASSWORD_STEPS = Object.freeze([1, 2] as const);
export type ForgotPasswordStep = (typeof FORGOT_PASSWORD_STEPS)[number];
export const FORGOT_PASSWORD_LAST_STEP: ForgotPasswordStep = 2;

export interface ForgotPasswordState {
  forgotPasswordActiveStep: ForgotPasswordStep;
  /** SPEC §3 forgotPasswordResp: the user whose PIN is reset, by query id. */
  forgotPasswordResp: { userId: string } | null;
  /** The number of step 1 as sent ("+923001234567"), for the login after the reset. */
  mobileNumber: string | null;
  /** The last step succeeded: the page logs in with the new PIN. */
  completed: boolean;
}

export type ForgotPasswordEvent =
  | { type: 'code_sent'; userId: string; mobileNumber: string }
  | { type: 'pin_reset' }
  | { type: 'reset' };

export const initialForgotPasswordState: ForgotPasswordState = Object.freeze({
  forgotPasswordActiveStep: FORGOT_PASSWORD_FIRST_STEP,
  forgotPasswordResp: null,
  mobileNumber: null,
  completed: false,
});

export function forgotPasswordReducer(
  state: ForgotPasswordState,
  event: ForgotPasswordEvent,
): ForgotPasswordState {
  switch (event.type) {
    case 'code_sent':
      if (state.forgotPasswordActiveStep !== 1) return state;
      return {
        ...state,
        forgotPasswordActiveStep: 2,
        forgotPasswordResp: { userId: event.userId },
        mobileNumber: event.mobileNumber,
      };
    case 'pin_reset':
      if (state.forgotPasswordActiveStep !== FORGOT_PASSWORD_LAST_STEP) return state;
      return { ...state, completed: true };
    case 'reset':
      return initialForgotPasswordState;
  }
}
