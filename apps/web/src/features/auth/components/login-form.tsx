import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authenticateMutationOptions } from '../api/authenticate';
import { useCompleteLogin } from '../hooks/use-complete-login';
import {
  loginFormSchema,
  type LoginFormInput,
  type LoginFormOutput,
} from '../model/login-form-schema';
import { errorMessage } from '../../../api/server-message';
import { FormError } from '../../../ui/form-error';
import { ControlledPhoneField } from './controlled-phone-field';
import { ControlledPinField } from './controlled-pin-field';

interface LoginFormProps {
  /** Called after a successful login, before the redirect; also when a link leaves the form. */
  onDone: () => void;
  /** Stay on the page after the login instead of going to the stores (SPEC §2). */
  stayOnPage?: boolean;
}

/** The login form (SPEC §2 "Login dialog", §5 rules): mobile number and PIN. */
export function LoginForm({ onDone, stayOnPage = false }: LoginFormProps) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin({ stayOnPage });
  const login = useMutation(authenticateMutationOptions());
  const { control, handleSubmit } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { mobile: '', pin: '' },
  });

  const submit = handleSubmit((values) => {
    login.mutate(
      { loginId: values.mobile, password: values.pin },
      {
        onSuccess: (user) => {
          onDone();
          completeLogin(user);
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5}>
        <ControlledPhoneField
          control={control}
          name="mobile"
          labelKey="auth.login.mobileLabel"
          autoFocus
          disabled={login.isPending}
        />
        <ControlledPinField
          control={control}
          name="pin"
          labelKey="auth.login.pinLabel"
          autoComplete="current-password"
          disabled={login.isPending}
        />
        <Link
          component={RouterLink}
          to="/forgot-pin"
          onClick={onDone}
          variant="body2"
          sx={{ alignSelf: 'flex-end', fontWeight: 600 }}
        >
          {t('auth.login.forgotPin')}
        </Link>
        <FormError message={login.isError ? errorMessage(login.error) : null} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to="/signup/user" onClick={onDone} sx={{ fontWeight: 600 }}>
            {t('auth.login.signUp')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
