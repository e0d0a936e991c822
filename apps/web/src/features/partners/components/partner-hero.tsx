import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownwardRounded';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import type { ReactNode } from 'react';
import { heroBandBackground, heroGrid } from '../../../ui/hero-band';
import { HydrationBoundary } from '../../../ui/hydration-boundary';

interface PartnerHeroProps {
  titleId: string;
  eyebrow: string;
  title: string;
  intro: string;
  highlights: readonly string[];
  /** The call to action jumps to the application further down the page. */
  cta: string;
  ctaTarget: string;
  art: ReactNode;
}

/** The top band of a partner page: the promise, three quick facts and a way to apply. */
export function PartnerHero({
  titleId,
  eyebrow,
  title,
  intro,
  highlights,
  cta,
  ctaTarget,
  art,
}: PartnerHeroProps) {
  return (
    <HydrationBoundary>
      <Box
        component="header"
        sx={{
          background: heroBandBackground,
          borderBottom: 1,
          borderColor: 'divider',
          overflow: 'hidden',
        }}
      >
        <Container maxWidth="lg" sx={heroGrid('1.2fr', 8)}>
          <Stack spacing={{ xs: 2, md: 2.5 }} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
              {eyebrow}
            </Typography>
            <Typography id={titleId} variant="h1" sx={{ maxWidth: 560 }}>
              {title}
            </Typography>
            <Typography
              variant="body1"
              color="text.secondary"
              sx={{ fontSize: { md: '1.125rem' }, maxWidth: '56ch' }}
            >
              {intro}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {highlights.map((highlight) => (
                <Stack component="li" key={highlight} direction="row" spacing={1}>
                  <CheckCircleIcon aria-hidden sx={{ color: 'primary.main', fontSize: 22 }} />
                  <Typography variant="body1" sx={{ fontWeight: 500 }}>
                    {highlight}
                  </Typography>
                </Stack>
              ))}
            </Box>
            <Button
              href={`#${ctaTarget}`}
              variant="contained"
              size="large"
              endIcon={<ArrowDownwardIcon />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {cta}
            </Button>
          </Stack>
          <Box
            sx={{ maxWidth: { xs: 300, sm: 380, md: 460 }, width: '100%', mx: 'auto' }}
            aria-hidden
          >
            {art}
          </Box>
        </Container>
      </Box>
    </HydrationBoundary>
  );
}
