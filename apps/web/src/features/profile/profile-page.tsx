import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorText } from '../../i18n/domain-messages/use-error-text';
import { ErrorPanel } from '../../ui/error-panel';
import { isRegisteredSession, meQueryOptions, useAuth } from '../auth';
import { ProfileForm } from './components/profile-form';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('app.loading')}>
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={88} height={88} />
        <Skeleton variant="rounded" width={160} height={40} />
      </Stack>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
      <Skeleton variant="rounded" width={160} height={48} />
    </Stack>
  );
}

/** /profile: a registered shopper's name, email, date of birth and photo. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const auth = useAuth();
  const registered = isRegisteredSession(auth);
  const me = useQuery({ ...meQueryOptions(), enabled: registered, staleTime: 60_000 });

  let body;
  if (!registered) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('profile.guest')}</Typography>
        <Button component={RouterLink} to="/signup/user" variant="contained">
          {t('profile.signUp')}
        </Button>
      </Stack>
    );
  } else if (me.data) {
    body = <ProfileForm key={me.data.query_id} user={me.data} />;
  } else if (me.isError) {
    body = <ErrorPanel message={errorText(me.error)} onRetry={() => void me.refetch()} />;
  } else {
    body = <ProfileSkeleton />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Typography variant="h2" component="h1">
        {t('profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2, md: 3 } }}>
        {t('profile.subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        {body}
      </Paper>
    </Container>
  );
}
