import { describe, expect, it } from 'vitest';
import {
  forgotPasswordReducer,
  initialForgotPasswordState,
  type ForgotPasswordState,
} from './forgot-password-steps.js';

const codeSent = { type: 'code_sent', userId: 'usr_4', mobileNumber: '+923001234567' } as const;

describe('forgotPasswordReducer', () => {
  it('starts on step 1 with no answer (SPEC §3 forgotPasswordActiveStep starts at 1)', () => {
    expect(initialForgotPasswordState).toEqual({
      forgotPasswordActiveStep: 1,
      forgotPasswordResp: null,
      mobileNumber: null,
      completed: false,
    });
  });

  it('advances to step 2 when the code is sent and keeps the user id', () => {
    const state = forgotPasswordReducer(initialForgotPasswordState, codeSent);
    expect(state.forgotPasswordActiveStep).toBe(2);
    expect(state.forgotPasswordResp).toEqual({ userId: 'usr_4' });
    expect(state.mobileNumber).toBe('+923001234567');
  });

  it('completes when the PIN is reset on step 2', () => {
    const atTwo = forgotPasswordReducer(initialForgotPasswordState, codeSent);
    const done = forgotPasswordReducer(atTwo, { type: 'pin_reset' });
    expect(done.completed).toBe(true);
    expect(done.forgotPasswordActiveStep).toBe(2);
  });

  it('ignores events that do not belong to the active step', () => {
    expect(forgotPasswordReducer(initialForgotPasswordState, { type: 'pin_reset' })).toBe(
      initialForgotPasswordState,
    );
    const atTwo = forgotPasswordReducer(initialForgotPasswordState, codeSent);
    expect(forgotPasswordReducer(atTwo, { ...codeSent, userId: 'other' })).toBe(atTwo);
  });

  it('resets to step 1 from anywhere', () => {
    const done: ForgotPasswordState = {
      forgotPasswordActiveStep: 2,
      forgotPasswordResp: { userId: 'usr_4' },
      mobileNumber: '+923001234567',
      completed: true,
    };
    expect(forgotPasswordReducer(done, { type: 'reset' })).toEqual(initialForgotPasswordState);
  });
});
