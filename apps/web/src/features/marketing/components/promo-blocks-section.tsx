import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { QuickDeals, SaleBoxes } from '../../showcase';
import { renderWhenVisible } from '../../../ui/render-when-visible';

const HOME_DEALS = 6;

/**
 * Today's deals with their countdown and the sale boxes. Drawn in SVG and CSS with fixed
 * aspect ratios: nothing to download and nothing that shifts the page.
 */
export function PromoBlocksSection() {
  return (
    <Container maxWidth="lg" sx={{ ...renderWhenVisible, py: { xs: 5, md: 8 } }}>
      <Stack spacing={{ xs: 5, md: 7 }}>
        <QuickDeals limit={HOME_DEALS} />
        <SaleBoxes />
      </Stack>
    </Container>
  );
}
