import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { industriesQueryOptions } from '../../../api/endpoints/get-industries';
import { ErrorPanel } from '../../../ui/error-panel';
import { flipInRtl } from '../../../ui/flip-in-rtl';
import { sortIndustries } from '../../../ui/sort-industries';
import { IndustryTile, IndustryTileSkeleton } from './industry-tile';
import { SectionHeading } from './section-heading';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1, sm: 1.5, md: 2 },
  gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(5, 1fr)', md: 'repeat(6, 1fr)' },
} as const;

/** Industries from the API as a grid of tiles, with loading, error and empty states. */
export function IndustriesSection() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery({
    ...industriesQueryOptions(),
    select: sortIndustries,
  });

  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-labelledby="home-industries-title"
      sx={{ py: { xs: 5, md: 8 } }}
    >
      <SectionHeading
        id="home-industries-title"
        title={t('home.industries.title')}
        subtitle={t('home.industries.subtitle')}
        action={
          <Button
            component={RouterLink}
            to="/products"
            endIcon={<ArrowForwardIcon sx={flipInRtl} />}
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}
          >
            {t('home.industries.seeAll')}
          </Button>
        }
      />
      {isError && (
        <ErrorPanel message={t('home.industries.error')} onRetry={() => void refetch()} />
      )}
      {isPending && (
        <Box sx={gridSx} role="status" aria-busy="true" aria-label={t('app.loading')}>
          {Array.from({ length: 12 }, (_, index) => (
            <IndustryTileSkeleton key={index} />
          ))}
        </Box>
      )}
      {data?.length === 0 && (
        <Typography color="text.secondary">{t('home.industries.empty')}</Typography>
      )}
      {data && data.length > 0 && (
        <Box component="ul" sx={gridSx} data-testid="industry-grid">
          {data.map((industry) => (
            <li key={industry.id}>
              <IndustryTile industry={industry} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
