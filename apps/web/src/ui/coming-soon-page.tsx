import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '../i18n/page-keys';
import { ComingSoonIllustration } from './illustrations/coming-soon-illustration';
import { flipInRtl } from './flip-in-rtl';

type BackTarget = 'home' | 'shopping' | 'dashboard';

const BACK_LINKS = {
  home: { to: '/home', label: 'comingSoon.back' },
  shopping: { to: '/products', label: 'comingSoon.backShopping' },
  dashboard: { to: '/dashboard', label: 'comingSoon.backDashboard' },
} as const satisfies Record<BackTarget, { to: string; label: string }>;

interface ComingSoonPageProps {
  page: PageKey;
  back?: BackTarget;
}

/** A branded placeholder for a page that is not built yet: its title, its purpose, a way back. */
export function ComingSoonPage({ page, back = 'home' }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const link = BACK_LINKS[back];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        <ComingSoonIllustration />
        <Chip label={t('comingSoon.badge')} color="secondary" size="small" />
        <Typography variant="h2" component="h1">
          {t(`pages.${page}.title`)}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 440 }}>
          {t(`pages.${page}.description`)}
        </Typography>
        <Button
          component={RouterLink}
          to={link.to}
          variant="outlined"
          startIcon={<ArrowBackIcon sx={flipInRtl} />}
        >
          {t(link.label)}
        </Button>
      </Stack>
    </Container>
  );
}
