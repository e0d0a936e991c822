import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import ShopIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotMemberPanel } from '../../../features/merchant/shell/components/not-member-panel';
import { SignInPrompt } from '../../../features/merchant/shell/components/sign-in-prompt';
import type { BackOfficeAccess } from '../../../features/merchant/shell/use-back-office-access';
import { ErrorPanel } from '../../../ui/error-panel';
import { LanguageMenuButton } from '../../../ui/language-switch';
import { Logo } from '../../../ui/logo';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { MAIN_CONTENT_ID } from '../shared/skip-link';

type DoorAccess = Exclude<BackOfficeAccess, { status: 'ready' }>;

function DoorContent({ access, onSignIn }: { access: DoorAccess; onSignIn: () => void }) {
  const { t } = useTranslation();
  switch (access.status) {
    case 'signed-out':
      return <SignInPrompt onSignIn={onSignIn} />;
    case 'loading':
      return <PageSkeleton cards={4} />;
    case 'error':
      return (
        <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
          <ErrorPanel onRetry={access.retry} message={t('backOffice.loadFailed')} />
        </Container>
      );
    case 'not-member':
      return <NotMemberPanel />;
  }
}

/**
 * The back office before a store is at hand: a plain bar with the logo, and the one thing to
 * do (sign in, wait, retry, or learn how to become a partner). No store's data shows here.
 */
export function BackOfficeDoor({ access, onSignIn }: { access: DoorAccess; onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <AppBar
        component="header"
        position="sticky"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Logo height={26} />
          <Chip label={t('merchant.backOffice')} size="small" color="secondary" />
          <Box sx={{ flex: 1 }} />
          <LanguageMenuButton />
          <Button
            component={RouterLink}
            to="/products"
            startIcon={<ShopIcon />}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('merchant.viewStore')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        aria-busy={access.status === 'loading'}
        sx={{ flex: 1, outline: 'none' }}
      >
        <DoorContent access={access} onSignIn={onSignIn} />
      </Box>
    </Box>
  );
}
