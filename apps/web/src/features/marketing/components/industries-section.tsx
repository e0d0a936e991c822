import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import { useQuery } from '@tanstack/react-query';
import type { Industry } from '@sauda/domain';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
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

interface IndustriesState {
  data: Industry[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * Industries from the API as a grid of tiles, with loading, error and empty states. The answer
 * is rendered as deferred work: it often arrives while a pre-rendered page is still hydrating,
 * and rendering the grid at once would block the page in one long task.
 */
export function IndustriesSection() {
  const { data, isPending, isError, refetch } = useQuery({
    ...industriesQueryOptions(),
    select: sortIndustries,
  });
  const state = useMemo(() => ({ data, isPending, isError }), [data, isPending, isError]);
  const shown = useDeferredValue(state);
  const retry = useCallback(() => void refetch(), [refetch]);
  return <IndustriesContent state={shown} onRetry={retry} />;
}

const IndustriesContent = memo(function IndustriesContent({
  state: { data, isPending, isError },
  onRetry,
}: {
  state: IndustriesState;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
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
      {isError && <ErrorPanel message={t('home.industries.error')} onRetry={onRetry} />}
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
});
