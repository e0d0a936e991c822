import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPageLayout } from '../components/auth-page-layout';
import { LoginDialog } from '../components/login-dialog';
import { LoginLinkButton } from '../components/login-link-button';
import { MobileNumberForm } from '../components/mobile-number-form';
import { StepsIndicator } from '../components/steps-indicator';
import { useForgotPinFlow } from '../hooks/use-forgot-pin-flow';
import { errorText, otpFailureText, translateMessage } from '../../../i18n';
import { ForgotResetStep } from './forgot-pin/forgot-reset-step';

/** /forgot-pin (SPEC §2): a code to the number, then the code and a new PIN; then logged in. */
export function ForgotPinPage() {
  const { t } = useTranslation();
  const flow = useForgotPinFlow();
  const [loginOpen, setLoginOpen] = useState(false);
  const { state } = flow;
  const openLogin = () => setLoginOpen(true);
  const loginLink = <LoginLinkButton onClick={openLogin}>{t('auth.forgot.login')}</LoginLinkButton>;

  const loginFailed = flow.login.isError;

  return (
    <>
      <AuthPageLayout
        title={t('auth.forgot.title')}
        subtitle={t('auth.forgot.subtitle')}
        steps={
          <StepsIndicator
            label={t('auth.forgot.stepsLabel')}
            labels={[t('auth.forgot.steps.mobile'), t('auth.forgot.steps.reset')]}
            activeStep={state.forgotPasswordActiveStep}
          />
        }
        footer={
          <>
            {t('auth.forgot.rememberPin')} {loginLink}
          </>
        }
      >
        {state.forgotPasswordActiveStep === 2 && flow.otpSend && state.mobileNumber ? (
          <ForgotResetStep
            mobileNumber={state.mobileNumber}
            otpSend={flow.otpSend}
            onSubmit={flow.submitReset}
            pending={flow.resetPassword.isPending || flow.login.isPending}
            error={
              loginFailed
                ? t('auth.forgot.loginFailed')
                : flow.resetPassword.isError
                  ? otpFailureText(t, flow.resetPassword.error)
                  : null
            }
            errorAction={loginFailed ? <> {loginLink}</> : undefined}
            onResend={flow.resendCode}
            resending={flow.resendOtp.isPending}
            resendError={flow.resendOtp.isError ? errorText(t, flow.resendOtp.error) : null}
            resentNotice={
              flow.resendOtp.isSuccess && flow.sentMessage
                ? translateMessage(t, flow.sentMessage)
                : null
            }
            onChangeNumber={flow.reset}
          />
        ) : (
          <MobileNumberForm
            intro={t('auth.forgot.mobileIntro')}
            submitLabel={t('auth.forgot.sendCode')}
            pending={flow.forgotPassword.isPending}
            error={flow.forgotPassword.isError ? errorText(t, flow.forgotPassword.error) : null}
            onSubmit={flow.sendCode}
          />
        )}
      </AuthPageLayout>
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
}
