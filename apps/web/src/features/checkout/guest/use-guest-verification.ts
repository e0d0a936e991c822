import { MESSAGES, guestNameSchema, guestPasswordSchema, phoneNumberSchema } from '@sauda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authenticate, otpSendFrom, type OtpSend, authStore } from '../../auth';
import { useErrorText } from '../../../i18n';
import { guestSignup, sendGuestOtp, verifyGuestOtp } from '../api/guest-verification';

export interface GuestErrors {
  name?: string;
  password?: string;
  phone?: string;
  /** The server's message under Verify Account. */
  form?: string;
}

export interface GuestVerification {
  name: string;
  password: string;
  setName: (name: string) => void;
  setPassword: (password: string) => void;
  errors: GuestErrors;
  signingUp: boolean;
  /** Set while the code dialog is open: the number the code went to and when. */
  codeSent: { mobileNumber: string; otpSend: OtpSend } | null;
  verifying: boolean;
  codeError: string | null;
  resending: boolean;
  resendError: string | null;
  verifyAccount: (contactPhone: string) => Promise<void>;
  submitCode: (code: string) => Promise<void>;
  resend: () => Promise<void>;
  cancelCode: () => void;
  clearCodeError: () => void;
}

// A name must hold at least one letter: guestNameSchema alone accepts an empty box.
const requiredGuestName = guestNameSchema.refine((value) => value.length > 0);

function fieldErrors(name: string, password: string, phone: string): GuestErrors {
  const errors: GuestErrors = {};
  if (!requiredGuestName.safeParse(name).success) errors.name = MESSAGES.invalidName;
  if (!guestPasswordSchema.safeParse(password).success) errors.password = MESSAGES.invalidPassword;
  if (!phoneNumberSchema.safeParse(phone).success) errors.phone = MESSAGES.invalidContactPhone;
  return errors;
}

/**
 * SPEC §4 Guest verification: Verify Account registers the guest (guest_signup sends a code),
 * six digits verify it, then the user is logged in with phone and password. The cart lives in
 * the browser, apart from the session, so it stays as it was.
 */
export function useGuestVerification(userQueryId: string): GuestVerification {
  const { otpFailureText } = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<GuestErrors>({});
  const [signingUp, setSigningUp] = useState(false);
  const [codeSent, setCodeSent] = useState<GuestVerification['codeSent']>(null);
  const [verifying, setVerifying] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);

  const verifyAccount = async (contactPhone: string) => {
    const mobileNumber = contactPhone.replace(/\s/g, '');
    const found = fieldErrors(name, password, mobileNumber);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSigningUp(true);
    try {
      const answer = await guestSignup(userQueryId, {
        full_name: name.trim(),
        mobile_number: mobileNumber,
        password,
      });
      authStore.update({ guestSignupResponse: answer });
      setCodeError(null);
      setResendError(null);
      setCodeSent({ mobileNumber, otpSend: otpSendFrom(answer.user.resendOtpData) });
    } catch (cause) {
      setErrors({ form: otpFailureText(cause) });
    } finally {
      setSigningUp(false);
    }
  };

  const submitCode = async (code: string) => {
    if (!codeSent) return;
    setVerifying(true);
    setCodeError(null);
    try {
      await verifyGuestOtp(userQueryId, code);
      const user = await authenticate({ loginId: codeSent.mobileNumber, password });
      authStore.login(user);
      setCodeSent(null);
      // What the cache holds was fetched for the guest.
      void queryClient.invalidateQueries();
    } catch (cause) {
      setCodeError(otpFailureText(cause));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (!codeSent) return;
    setResending(true);
    setResendError(null);
    try {
      const answer = await sendGuestOtp(userQueryId);
      setCodeSent({ ...codeSent, otpSend: otpSendFrom(answer.resendOtpData) });
    } catch (cause) {
      setResendError(otpFailureText(cause));
    } finally {
      setResending(false);
    }
  };

  return {
    name,
    password,
    setName,
    setPassword,
    errors,
    signingUp,
    codeSent,
    verifying,
    codeError,
    resending,
    resendError,
    verifyAccount,
    submitCode,
    resend,
    cancelCode: () => setCodeSent(null),
    clearCodeError: () => setCodeError(null),
  };
}
