import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../ui/error-panel';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { useGuestSession } from '../session/use-guest-session';

interface AuthGateProps {
  children: ReactNode;
  /** The id of the page's main landmark, kept while the gate stands in for the page. */
  mainId?: string;
}

/**
 * The authenticated wrapper (SPEC §2): its pages show only when an auth user exists. Without
 * one it signs in as a guest, showing a skeleton meanwhile and Retry if that fails.
 */
export function AuthGate({ children, mainId }: AuthGateProps) {
  const { t } = useTranslation();
  const { status, retry } = useGuestSession();
  if (status === 'ready') return children;
  return (
    <Box component="main" id={mainId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
      {status === 'failed' ? (
        <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
          <ErrorPanel onRetry={retry} message={t('auth.guest.failed')} />
        </Container>
      ) : (
        <PageSkeleton />
      )}
    </Box>
  );
}
