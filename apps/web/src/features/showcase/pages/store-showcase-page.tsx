import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { BrandCarousel } from '../blocks/brand-carousel';
import { CategoryCarousel } from '../blocks/category-carousel';
import { ProductCarousel } from '../blocks/product-carousel';
import { PromoBanners } from '../blocks/promo-banners';
import { QuickDeals } from '../blocks/quick-deals';
import { ServiceHighlights } from '../blocks/service-highlights';
import { ShowcaseStoreHeader } from './showcase-store-header';

/** /test/design-1: a store landing built from the marketing blocks, with placeholder content. */
export function StoreShowcasePage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <ShowcaseStoreHeader />
      <Stack spacing={{ xs: 4, md: 6 }} sx={{ mt: { xs: 3, md: 4 } }}>
        <PromoBanners />
        <CategoryCarousel />
        <ProductCarousel />
        <QuickDeals />
        <BrandCarousel />
        <ServiceHighlights />
      </Stack>
    </Container>
  );
}
