import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOOTER_GROUPS } from './footer-links';

export function FooterLinkGroups() {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('footer.navLabel')}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
      }}
    >
      {FOOTER_GROUPS.map((group) => (
        <Box key={group.id}>
          <Typography
            variant="overline"
            component="h2"
            sx={{ display: 'block', mb: 1, opacity: 0.75 }}
          >
            {t(`footer.${group.id}`)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} color="inherit" variant="body2">
                  {t(`footer.${link.label}`)}
                </Link>
              </li>
            ))}
            {group.id === 'legal' && (
              <li>
                {/* Heard by features/consent (ui/ may not import it): reopens the cookie choice. */}
                <Link
                  component="button"
                  type="button"
                  color="inherit"
                  variant="body2"
                  onClick={() => window.dispatchEvent(new Event('sauda:open-cookie-settings'))}
                  sx={{ textAlign: 'start', verticalAlign: 'baseline' }}
                >
                  {t('footer.cookieSettings')}
                </Link>
              </li>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
