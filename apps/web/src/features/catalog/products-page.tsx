import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { industriesQueryOptions } from '../../api/endpoints/get-industries';
import { StoreCardSkeleton } from './components/store-card-skeleton';
import { StoresSoonIllustration } from './components/stores-soon-illustration';

function useHeading(): string {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  const industryId = Number(params.get('industryId'));
  const { data: industries } = useQuery(industriesQueryOptions());
  if (search) return t('catalog.headingSearch', { query: search });
  const industry = industries?.find((item) => item.id === industryId);
  return industry ? t('catalog.headingIndustry', { name: industry.name }) : t('catalog.heading');
}

/** /products (shell): the store list's frame, an honest empty state and its future shape. */
export function ProductsPage() {
  const { t } = useTranslation();
  const heading = useHeading();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2.5, md: 3.5 } }}>
        {t('catalog.subheading')}
      </Typography>
      <Paper
        variant="outlined"
        role="status"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: { xs: 2, sm: 4 },
          p: { xs: 3, md: 4 },
          mb: 3,
          textAlign: { xs: 'center', sm: 'start' },
        }}
      >
        <StoresSoonIllustration />
        <Box>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('catalog.soonTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 520 }}>
            {t('catalog.soonBody')}
          </Typography>
          <Button component={RouterLink} to="/home" variant="outlined">
            {t('catalog.soonBrowse')}
          </Button>
        </Box>
      </Paper>
      <Box
        aria-hidden="true"
        data-testid="store-skeleton-grid"
        sx={{
          display: 'grid',
          gap: 2,
          opacity: 0.7,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(4, 1fr)',
          },
        }}
      >
        {Array.from({ length: 8 }, (_, index) => (
          <StoreCardSkeleton key={index} animate={false} />
        ))}
      </Box>
    </Container>
  );
}
