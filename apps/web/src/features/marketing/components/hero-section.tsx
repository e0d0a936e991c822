import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { heroBandBackground, heroGrid } from '../../../ui/hero-band';
import { flipInRtl } from '../../../ui/flip-in-rtl';
import { HeroIllustration } from './hero-illustration';

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        background: heroBandBackground,
        overflow: 'hidden',
      }}
    >
      <Container maxWidth="lg" sx={heroGrid('1.1fr', 9)}>
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ alignItems: 'flex-start' }}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'primary.main', lineHeight: 1.5 }}
          >
            {t('home.hero.eyebrow')}
          </Typography>
          <Typography id="home-hero-title" variant="h1" sx={{ maxWidth: 560 }}>
            {t('home.hero.title')}
          </Typography>
          <Typography
            variant="body1"
            color="text.secondary"
            sx={{ fontSize: { md: '1.125rem' }, maxWidth: 500 }}
          >
            {t('home.hero.subtitle')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ width: { xs: '100%', sm: 'auto' }, pt: 1 }}
          >
            <Button
              component={RouterLink}
              to="/products"
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon sx={flipInRtl} />}
            >
              {t('home.hero.cta')}
            </Button>
            <Button
              component={RouterLink}
              to="/merchants"
              variant="outlined"
              size="large"
              sx={{ bgcolor: 'background.paper' }}
            >
              {t('home.hero.secondary')}
            </Button>
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}>
            {(['trustCash', 'trustFast'] as const).map((key) => (
              <Stack key={key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <CheckCircleIcon sx={{ color: 'primary.main', fontSize: 20 }} />
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t(`home.hero.${key}`)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
        <Box sx={{ maxWidth: { xs: 360, sm: 440, md: 520 }, width: '100%', mx: 'auto' }}>
          <HeroIllustration label={t('home.hero.illustration')} />
        </Box>
      </Container>
    </Box>
  );
}
