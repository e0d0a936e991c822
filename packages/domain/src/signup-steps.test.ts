import { describe, expect, it } from 'vitest';
import {
  SIGN_UP_ACCOUNT_EXISTS_STEP,
  initialSignUpState,
  signUpReducer,
  type SignUpEvent,
  type SignUpState,
} from './signup-steps.js';

const NUMBER = '+923001234567';

function run(events: SignUpEvent[], from: SignUpState = initialSignUpState): SignUpState {
  return events.reduce(signUpReducer, from);
}

const created: SignUpEvent = {
  type: 'user_created',
  mobileNumber: NUMBER,
  userId: 'usr_1',
  status: 'pending',
};

describe('signUpReducer', () => {
  it('starts on step 1 with nothing known (SPEC §3 signUpActiveStep starts at 1)', () => {
    expect(initialSignUpState).toEqual({
      activeStep: 1,
      signUpResp: null,
      mobileNumber: null,
      otpRequested: false,
      accountExistsMessage: null,
      completed: false,
    });
  });

  it('keeps step 1 when step 1 answers a pending user, and asks for its code', () => {
    const state = run([created]);
    expect(state.activeStep).toBe(1);
    expect(state.otpRequested).toBe(true);
    expect(state.signUpResp).toEqual({ userId: 'usr_1' });
    expect(state.mobileNumber).toBe(NUMBER);
  });

  it('opens the code step once the code is sent', () => {
    const state = run([created, { type: 'otp_sent' }]);
    expect(state.activeStep).toBe(2);
    expect(state.otpRequested).toBe(false);
  });

  it('advances by one when step 1 answers a user that is not pending', () => {
    const state = run([{ ...created, status: 'active' }]);
    expect(state.activeStep).toBe(2);
    expect(state.otpRequested).toBe(false);
  });

  it('advances one step per success and completes after step 3', () => {
    const atTwo = run([created, { type: 'otp_sent' }]);
    const atThree = signUpReducer(atTwo, { type: 'step_succeeded', step: 2 });
    expect(atThree.activeStep).toBe(3);
    expect(atThree.completed).toBe(false);
    const done = signUpReducer(atThree, { type: 'step_succeeded', step: 3 });
    expect(done.activeStep).toBe(3);
    expect(done.completed).toBe(true);
    expect(done.mobileNumber).toBe(NUMBER);
  });

  it('ignores a success of a step that is not the active one (a late answer)', () => {
    const atTwo = run([created, { type: 'otp_sent' }]);
    expect(signUpReducer(atTwo, { type: 'step_succeeded', step: 3 })).toBe(atTwo);
  });

  it('a resend on the code step keeps the step', () => {
    const atTwo = run([created, { type: 'otp_sent' }]);
    expect(signUpReducer(atTwo, { type: 'otp_sent' })).toBe(atTwo);
  });

  it('sends the code when the error carries user_status pending and a query id', () => {
    const state = run([
      {
        type: 'sign_up_failed',
        mobileNumber: NUMBER,
        userStatus: 'pending',
        userQueryId: 'usr_9',
        message: 'This number is waiting for its code',
      },
    ]);
    expect(state.activeStep).toBe(1);
    expect(state.otpRequested).toBe(true);
    expect(state.signUpResp).toEqual({ userId: 'usr_9' });
    expect(run([{ type: 'otp_sent' }], state).activeStep).toBe(2);
  });

  it('goes to the step -1 handling when the error carries user_status active and a query id', () => {
    const state = run([
      {
        type: 'sign_up_failed',
        mobileNumber: NUMBER,
        userStatus: 'active',
        userQueryId: 'usr_9',
        message: 'An account with this number already exists',
      },
    ]);
    expect(state.activeStep).toBe(SIGN_UP_ACCOUNT_EXISTS_STEP);
    expect(SIGN_UP_ACCOUNT_EXISTS_STEP).toBe(-1);
    expect(state.accountExistsMessage).toBe('An account with this number already exists');
    expect(state.otpRequested).toBe(false);
  });

  it.each([
    { userStatus: 'pending' as const, userQueryId: undefined },
    { userStatus: 'active' as const, userQueryId: undefined },
    { userStatus: undefined, userQueryId: 'usr_9' },
    { userStatus: 'blocked' as const, userQueryId: 'usr_9' },
  ])('stays as it was on any other sign-up error (%o)', (extra) => {
    const event: SignUpEvent = {
      type: 'sign_up_failed',
      mobileNumber: NUMBER,
      message: 'Phone No is not valid',
      ...extra,
    };
    expect(signUpReducer(initialSignUpState, event)).toBe(initialSignUpState);
  });

  it('goes back one step from step 2, and two from step 3 (to step 1)', () => {
    const atTwo = run([created, { type: 'otp_sent' }]);
    expect(signUpReducer(atTwo, { type: 'back' }).activeStep).toBe(1);
    const atThree = signUpReducer(atTwo, { type: 'step_succeeded', step: 2 });
    expect(signUpReducer(atThree, { type: 'back' }).activeStep).toBe(1);
  });

  it('never goes back below step 1, and back from step -1 is step 1', () => {
    expect(signUpReducer(initialSignUpState, { type: 'back' }).activeStep).toBe(1);
    const exists = run([
      {
        type: 'sign_up_failed',
        mobileNumber: NUMBER,
        userStatus: 'active',
        userQueryId: 'usr_9',
        message: 'exists',
      },
    ]);
    const back = signUpReducer(exists, { type: 'back' });
    expect(back.activeStep).toBe(1);
    expect(back.accountExistsMessage).toBeNull();
  });

  it('resets to step 1 from anywhere, forgetting the user', () => {
    const atThree = run([created, { type: 'otp_sent' }, { type: 'step_succeeded', step: 2 }]);
    expect(signUpReducer(atThree, { type: 'reset' })).toEqual(initialSignUpState);
  });

  it('does not open the code step on a stray otp_sent', () => {
    expect(signUpReducer(initialSignUpState, { type: 'otp_sent' })).toBe(initialSignUpState);
  });
});
