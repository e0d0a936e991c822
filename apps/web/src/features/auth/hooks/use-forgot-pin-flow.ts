import { useMutation } from '@tanstack/react-query';
import { forgotPasswordReducer, initialForgotPasswordState } from '@sauda/domain';
import { useReducer, useState } from 'react';
import { answerMessage, type ShownMessage } from '../../../api/server-message';
import { authenticateMutationOptions } from '../api/authenticate';
import { forgotPasswordMutationOptions } from '../api/forgot-password';
import { resendOtpMutationOptions } from '../api/resend-otp';
import { resetPasswordMutationOptions } from '../api/reset-password';
import { otpSendFrom, type OtpSend } from '../model/otp-send';
import { useCompleteLogin } from './use-complete-login';

/**
 * The forgot-PIN page's flow (SPEC §4 "Forgot password"): a code to the number, then the code
 * and a new PIN, then the automatic login with that PIN.
 */
export function useForgotPinFlow() {
  const [state, dispatch] = useReducer(forgotPasswordReducer, initialForgotPasswordState);
  const [otpSend, setOtpSend] = useState<OtpSend | null>(null);
  const [sentMessage, setSentMessage] = useState<ShownMessage | null>(null);
  const forgotPassword = useMutation(forgotPasswordMutationOptions());
  const resendOtp = useMutation(resendOtpMutationOptions());
  const resetPassword = useMutation(resetPasswordMutationOptions());
  const login = useMutation(authenticateMutationOptions());
  const completeLogin = useCompleteLogin();
  const userId = state.forgotPasswordResp?.userId ?? '';

  const sendCode = (mobileNumber: string) => {
    forgotPassword.mutate(mobileNumber, {
      onSuccess: (answer) => {
        setOtpSend(otpSendFrom(answer.resendOtpData));
        setSentMessage(answerMessage(answer));
        dispatch({ type: 'code_sent', userId: answer.user.query_id, mobileNumber });
      },
    });
  };

  const resendCode = () => {
    resendOtp.mutate(
      { userId, purpose: 'forgot_password' },
      {
        onSuccess: (answer) => {
          setOtpSend(otpSendFrom(answer.resendOtpData));
          setSentMessage(answerMessage(answer));
        },
      },
    );
  };

  const submitReset = ({ code, pin }: { code: string; pin: string }) => {
    resetPassword.mutate(
      { user_id: userId, mobile_otp: code, password: pin },
      {
        onSuccess: () => {
          dispatch({ type: 'pin_reset' });
          login.mutate(
            { loginId: state.mobileNumber ?? '', password: pin },
            { onSuccess: completeLogin },
          );
        },
      },
    );
  };

  const reset = () => {
    for (const mutation of [forgotPassword, resendOtp, resetPassword, login]) mutation.reset();
    setSentMessage(null);
    dispatch({ type: 'reset' });
  };

  return {
    state,
    otpSend,
    sentMessage,
    sendCode,
    resendCode,
    submitReset,
    reset,
    forgotPassword,
    resendOtp,
    resetPassword,
    login,
  };
}
