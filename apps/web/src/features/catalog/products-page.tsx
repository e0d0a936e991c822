import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parsePage } from './listing/listing-params';
import { StoreListing } from './listing/store-listing';
import { useListingIndustry } from './listing/use-listing-industry';
import { SearchResults } from './search/search-results';
import { searchQueryFrom } from './search/search-text';

/** / and /products: an industry's stores, or the header search's results with ?search=. */
export function ProductsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const listing = useListingIndustry();
  const search = searchQueryFrom(params.get('search'));
  const heading = search
    ? t('catalog.headingSearch', { query: search })
    : listing.industry
      ? t('catalog.headingIndustry', { name: listing.industry.name })
      : t('catalog.heading');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {!search && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('catalog.subheading')}
        </Typography>
      )}
      <Box sx={{ mt: { xs: 2, md: 3 } }}>
        {search ? (
          <SearchResults query={search} page={parsePage(params.get('page'))} />
        ) : (
          <StoreListing {...listing} />
        )}
      </Box>
    </Container>
  );
}
