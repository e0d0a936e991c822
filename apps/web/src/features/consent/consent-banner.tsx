import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface ConsentBannerProps {
  ref?: Ref<HTMLElement>;
  onAcceptAll: () => void;
  onEssentialOnly: () => void;
  onOpenSettings: () => void;
}

/**
 * The first-visit question, fixed at the bottom over the page: it neither moves the page nor
 * takes the focus, and sits below dialogs so it never covers one.
 */
export function ConsentBanner({
  ref,
  onAcceptAll,
  onEssentialOnly,
  onOpenSettings,
}: ConsentBannerProps) {
  const { t } = useTranslation();
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby="cookie-consent-title"
      elevation={8}
      sx={(theme) => ({
        position: 'fixed',
        insetInline: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        zIndex: theme.zIndex.appBar + 1,
        maxWidth: 960,
        mx: 'auto',
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: { xs: 1.5, md: 3 },
      })}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          id="cookie-consent-title"
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {t('consent.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('consent.body')}{' '}
          <Link component={RouterLink} to="/cookies-policy">
            {t('consent.policyLink')}
          </Link>
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          flexShrink: 0,
          '& > *': { flex: { xs: '1 1 auto', md: '0 0 auto' } },
        }}
      >
        <Button variant="text" onClick={onOpenSettings}>
          {t('consent.settings')}
        </Button>
        <Button variant="outlined" onClick={onEssentialOnly}>
          {t('consent.essentialOnly')}
        </Button>
        <Button variant="contained" onClick={onAcceptAll}>
          {t('consent.acceptAll')}
        </Button>
      </Box>
    </Paper>
  );
}
