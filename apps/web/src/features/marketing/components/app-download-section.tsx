import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { AppStoreBadges } from '../../../ui/app-store-badges';
import { PhoneIllustration } from './phone-illustration';
import { renderWhenVisible } from '../../../ui/render-when-visible';

export function AppDownloadSection() {
  const { t } = useTranslation();
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-labelledby="home-app-title"
      sx={{ ...renderWhenVisible, py: { xs: 5, md: 8 } }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
          alignItems: 'center',
          gap: { xs: 3, md: 4 },
          px: { xs: 3, md: 7 },
          pt: { xs: 4, md: 5 },
          pb: { xs: 0, md: 0 },
          borderRadius: '28px',
          overflow: 'hidden',
          color: '#FFFFFF',
          background: `linear-gradient(135deg, ${brand.primary} 0%, ${brand.primaryDark} 100%)`,
        }}
      >
        <Box sx={{ pb: { xs: 0, md: 5 } }}>
          <Typography id="home-app-title" variant="h2" sx={{ mb: 1.5 }}>
            {t('home.app.title')}
          </Typography>
          <Typography variant="body1" sx={{ opacity: 0.9, mb: 3, maxWidth: 480 }}>
            {t('home.app.body')}
          </Typography>
          <AppStoreBadges />
        </Box>
        <Box sx={{ width: '100%', maxWidth: 260, mx: 'auto', alignSelf: 'end', mb: -3 }}>
          <PhoneIllustration label={t('home.app.illustration')} />
        </Box>
      </Box>
    </Container>
  );
}
