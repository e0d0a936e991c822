import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, otpFailureText } from './error-text';

export interface ErrorTexts {
  /** What went wrong with a caught error, in the reader's language. */
  errorText: (error: unknown) => string;
  /** The same for a one-time code, "Something went wrong!" when the server gave no reason. */
  otpFailureText: (error: unknown) => string;
}

/** `errorText` and `otpFailureText` bound to the current language, for components and hooks. */
export function useErrorText(): ErrorTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      errorText: (error: unknown) => errorText(t, error),
      otpFailureText: (error: unknown) => otpFailureText(t, error),
    }),
    [t],
  );
}
