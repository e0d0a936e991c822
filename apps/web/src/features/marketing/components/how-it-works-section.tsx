import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import BasketIcon from '@mui/icons-material/ShoppingBasketOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { SectionHeading } from './section-heading';
import { renderWhenVisible } from '../../../ui/render-when-visible';

const STEPS: ReadonlyArray<{ key: 'pick' | 'fill' | 'pay'; icon: ReactElement }> = [
  { key: 'pick', icon: <StorefrontIcon fontSize="large" /> },
  { key: 'fill', icon: <BasketIcon fontSize="large" /> },
  { key: 'pay', icon: <PaymentsIcon fontSize="large" /> },
];

export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-steps-title"
      sx={{
        ...renderWhenVisible,
        bgcolor: 'background.paper',
        borderBlock: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <SectionHeading
          id="home-steps-title"
          title={t('home.steps.title')}
          subtitle={t('home.steps.subtitle')}
        />
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {STEPS.map(({ key, icon }, index) => (
            <Box
              component="li"
              key={key}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'row', md: 'column' },
                gap: 2,
                p: { xs: 2, md: 3 },
                borderRadius: '16px',
                bgcolor: brand.background,
              }}
            >
              <Box
                sx={{
                  position: 'relative',
                  flexShrink: 0,
                  width: 64,
                  height: 64,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '18px',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {icon}
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    position: 'absolute',
                    top: -8,
                    right: -8,
                    width: 26,
                    height: 26,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'secondary.main',
                    color: 'text.primary',
                    fontWeight: 700,
                    fontSize: 13,
                    border: '2px solid #FFFFFF',
                  }}
                >
                  {index + 1}
                </Box>
              </Box>
              <Box>
                <Typography variant="overline" component="p" color="text.secondary">
                  {t('home.steps.step', { n: index + 1 })}
                </Typography>
                <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
                  {t(`home.steps.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`home.steps.${key}.body`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
