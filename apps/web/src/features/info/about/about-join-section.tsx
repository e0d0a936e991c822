import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import BikeIcon from '@mui/icons-material/TwoWheelerOutlined';
import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { cardListSx } from './card-list-sx';
import { Link as RouterLink } from 'react-router';
import { flipInRtl } from '../../../ui/flip-in-rtl';
import { AboutSection } from './about-section';

const PATHS: ReadonlyArray<{
  key: 'riders' | 'merchants' | 'careers';
  to: string;
  icon: ReactElement;
}> = [
  { key: 'riders', to: '/riders', icon: <BikeIcon fontSize="large" /> },
  { key: 'merchants', to: '/merchants', icon: <StoreIcon fontSize="large" /> },
  { key: 'careers', to: '/careers', icon: <WorkIcon fontSize="large" /> },
];

/** The ways to work with Sauda: ride, sell, join the team. */
export function AboutJoinSection() {
  const { t } = useTranslation();
  return (
    <AboutSection
      id="about-join"
      title={t('info.about.join.title')}
      subtitle={t('info.about.join.subtitle')}
      tinted
    >
      <Box component="ul" sx={cardListSx({ md: 'repeat(3, 1fr)' })}>
        {PATHS.map(({ key, to, icon }) => (
          <Box
            component="li"
            key={key}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: 1,
              p: { xs: 2.5, md: 3 },
              borderRadius: '16px',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box aria-hidden sx={{ color: 'primary.main' }}>
              {icon}
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
              {t(`info.about.join.${key}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {t(`info.about.join.${key}.body`)}
            </Typography>
            <Button
              component={RouterLink}
              to={to}
              variant="outlined"
              endIcon={<ArrowForwardIcon sx={flipInRtl} />}
              sx={{ mt: 1 }}
            >
              {t(`info.about.join.${key}.cta`)}
            </Button>
          </Box>
        ))}
      </Box>
    </AboutSection>
  );
}
