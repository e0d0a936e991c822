import { useMutation } from '@tanstack/react-query';
import {
  initialSignUpState,
  signUpErrorExtraSchema,
  signUpReducer,
  type ResendOtpData,
  type UpdateUserBody,
} from '@sauda/domain';
import { useReducer, useState } from 'react';
import { isRequestError } from '../../../api/request-error';
import { authenticateMutationOptions } from '../api/authenticate';
import { createUserMutationOptions } from '../api/create-user';
import { resendOtpMutationOptions } from '../api/resend-otp';
import { updateUserMutationOptions } from '../api/update-user';
import { verifyMobileOtpMutationOptions } from '../api/verify-mobile-otp';
import { otpSendFrom, resendWaitFrom, type OtpSend } from '../model/otp-send';
import { useErrorText } from '../../../i18n';
import { useCompleteLogin } from './use-complete-login';

export interface SignUpDetails {
  fullName: string;
  pin: string;
  email: string;
  dob: string;
}

function signUpErrorExtra(error: unknown) {
  const parsed = signUpErrorExtraSchema.safeParse(isRequestError(error) ? error.details : {});
  return parsed.success ? parsed.data : {};
}

/**
 * The sign-up page's flow: the step machine of the domain package plus the calls of each step
 * (SPEC §4 "Sign-up"), ending in the automatic login with the number and the PIN.
 */
export function useSignUpFlow() {
  const { errorText } = useErrorText();
  const [state, dispatch] = useReducer(signUpReducer, initialSignUpState);
  const [otpSend, setOtpSend] = useState<OtpSend | null>(null);
  const [resent, setResent] = useState(false);
  const [signUpToken, setSignUpToken] = useState<string | null>(null);
  const createUser = useMutation(createUserMutationOptions());
  const resendOtp = useMutation(resendOtpMutationOptions());
  const verifyOtp = useMutation(verifyMobileOtpMutationOptions());
  const updateUser = useMutation(updateUserMutationOptions());
  const login = useMutation(authenticateMutationOptions());
  const completeLogin = useCompleteLogin();

  const codeSent = (data: ResendOtpData | null) => {
    setOtpSend(otpSendFrom(data));
    dispatch({ type: 'otp_sent' });
  };

  const sendCode = (userId: string, again = false) => {
    setResent(false);
    resendOtp.mutate(
      { userId, purpose: 'signup' },
      {
        onSuccess: (answer) => {
          codeSent(answer.resendOtpData);
          setResent(again);
        },
        onError: (error) => {
          // A code went out moments ago and is still good: open its step, wait out the rest.
          if (!again && isRequestError(error) && error.code === 'otp_resend_too_early') {
            resendOtp.reset();
            setOtpSend(resendWaitFrom(error.details));
            dispatch({ type: 'otp_sent' });
          }
        },
      },
    );
  };

  const submitMobile = (mobileNumber: string) => {
    resendOtp.reset();
    createUser.mutate(mobileNumber, {
      onSuccess: (user) => {
        dispatch({
          type: 'user_created',
          mobileNumber,
          userId: user.query_id,
          status: user.status,
        });
        if (user.status !== 'pending') return;
        if (user.resendOtpData) codeSent(user.resendOtpData);
        else sendCode(user.query_id);
      },
      onError: (error) => {
        const extra = signUpErrorExtra(error);
        dispatch({
          type: 'sign_up_failed',
          mobileNumber,
          userStatus: extra.user_status,
          userQueryId: extra.user_query_id,
          message: errorText(error),
        });
        if (extra.user_status === 'pending' && extra.user_query_id) sendCode(extra.user_query_id);
      },
    });
  };

  const userId = state.signUpResp?.userId ?? '';

  const verifyCode = (code: string) => {
    if (verifyOtp.isPending) return;
    verifyOtp.mutate(
      { userId, code },
      {
        onSuccess: (user) => {
          setSignUpToken(user.session_ktb_token);
          dispatch({ type: 'step_succeeded', step: 2 });
        },
      },
    );
  };

  const submitDetails = (details: SignUpDetails) => {
    const user: UpdateUserBody['user'] = {
      full_name: details.fullName,
      password: details.pin,
      // Optional fields left empty are not sent at all.
      email: details.email || undefined,
      dob: details.dob || undefined,
    };
    updateUser.mutate(
      { userId, user, sessionToken: signUpToken ?? '' },
      {
        onSuccess: () => {
          dispatch({ type: 'step_succeeded', step: 3 });
          login.mutate(
            { loginId: state.mobileNumber ?? '', password: details.pin },
            { onSuccess: completeLogin },
          );
        },
      },
    );
  };

  const forgetErrors = () => {
    for (const mutation of [createUser, resendOtp, verifyOtp, updateUser, login]) mutation.reset();
    setResent(false);
  };

  return {
    state,
    otpSend,
    resent,
    submitMobile,
    resendCode: () => sendCode(userId, true),
    verifyCode,
    submitDetails,
    back: () => {
      forgetErrors();
      dispatch({ type: 'back' });
    },
    reset: () => {
      forgetErrors();
      dispatch({ type: 'reset' });
    },
    clearCodeError: () => verifyOtp.reset(),
    createUser,
    resendOtp,
    verifyOtp,
    updateUser,
    login,
  };
}
