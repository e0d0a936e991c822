import Link from '@mui/material/Link';
import { SIGN_UP_ACCOUNT_EXISTS_STEP, signUpErrorExtraSchema } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../api/request-error';
import { AuthPageLayout } from '../components/auth-page-layout';
import { LoginDialog } from '../components/login-dialog';
import { LoginLinkButton } from '../components/login-link-button';
import { MobileNumberForm } from '../components/mobile-number-form';
import { StepsIndicator } from '../components/steps-indicator';
import { useSignUpFlow } from '../hooks/use-sign-up-flow';
import { errorText, otpFailureText } from '../../../i18n';
import { AccountExistsPanel } from './signup/account-exists-panel';
import { SignupCodeStep } from './signup/signup-code-step';
import { SignupDetailsStep } from './signup/signup-details-step';

/** A step-1 error the step machine acts on (pending or active number) is not shown as one. */
function isHandledSignUpError(error: unknown): boolean {
  if (!isRequestError(error)) return false;
  const extra = signUpErrorExtraSchema.safeParse(error.details);
  if (!extra.success || !extra.data.user_query_id) return false;
  return extra.data.user_status === 'pending' || extra.data.user_status === 'active';
}

/** /signup/user (SPEC §2): mobile number, then the code, then name and PIN; then logged in. */
export function SignupPage() {
  const { t } = useTranslation();
  const flow = useSignUpFlow();
  const [loginOpen, setLoginOpen] = useState(false);
  const { state } = flow;
  const openLogin = () => setLoginOpen(true);

  const stepOneError =
    (flow.createUser.isError && !isHandledSignUpError(flow.createUser.error)
      ? errorText(t, flow.createUser.error)
      : null) ?? (flow.resendOtp.isError ? errorText(t, flow.resendOtp.error) : null);

  const content = (() => {
    if (state.activeStep === SIGN_UP_ACCOUNT_EXISTS_STEP) {
      return (
        <AccountExistsPanel
          message={state.accountExistsMessage ?? ''}
          onLogin={openLogin}
          onUseAnotherNumber={flow.reset}
        />
      );
    }
    if (state.activeStep === 2 && flow.otpSend && state.mobileNumber) {
      return (
        <SignupCodeStep
          mobileNumber={state.mobileNumber}
          otpSend={flow.otpSend}
          onVerify={flow.verifyCode}
          verifying={flow.verifyOtp.isPending}
          verifyError={flow.verifyOtp.isError ? otpFailureText(t, flow.verifyOtp.error) : null}
          onCodeEdited={flow.clearCodeError}
          onResend={flow.resendCode}
          resending={flow.resendOtp.isPending}
          resendError={flow.resendOtp.isError ? errorText(t, flow.resendOtp.error) : null}
          resent={flow.resent}
          onChangeNumber={flow.back}
        />
      );
    }
    if (state.activeStep === 3) {
      const loginFailed = flow.login.isError;
      return (
        <SignupDetailsStep
          onSubmit={flow.submitDetails}
          pending={flow.updateUser.isPending || flow.login.isPending}
          error={
            loginFailed
              ? t('auth.signup.loginFailed')
              : flow.updateUser.isError
                ? errorText(t, flow.updateUser.error)
                : null
          }
          errorAction={
            loginFailed ? (
              <>
                {' '}
                <Link component="button" type="button" onClick={openLogin} sx={{ fontWeight: 600 }}>
                  {t('auth.signup.login')}
                </Link>
              </>
            ) : undefined
          }
          onBack={flow.back}
        />
      );
    }
    return (
      <MobileNumberForm
        intro={t('auth.signup.mobileIntro')}
        submitLabel={t('auth.signup.sendCode')}
        pending={flow.createUser.isPending || flow.resendOtp.isPending}
        error={stepOneError}
        onSubmit={flow.submitMobile}
      />
    );
  })();

  return (
    <>
      <AuthPageLayout
        title={t('auth.signup.title')}
        subtitle={t('auth.signup.subtitle')}
        steps={
          <StepsIndicator
            label={t('auth.signup.stepsLabel')}
            labels={[
              t('auth.signup.steps.mobile'),
              t('auth.signup.steps.otp'),
              t('auth.signup.steps.details'),
            ]}
            activeStep={Math.max(1, state.activeStep)}
          />
        }
        footer={
          <>
            {t('auth.signup.haveAccount')}{' '}
            <LoginLinkButton onClick={openLogin}>{t('auth.signup.login')}</LoginLinkButton>
          </>
        }
      >
        {content}
      </AuthPageLayout>
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
}
