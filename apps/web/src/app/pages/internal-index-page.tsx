import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const SECTIONS = {
  public: [
    '/home',
    '/about-us',
    '/riders',
    '/merchants',
    '/careers',
    '/news',
    '/faqs',
    '/contact',
    '/privacy-policy',
    '/cookies-policy',
    '/terms-and-conditions',
    '/signup/user',
    '/forgot-pin',
  ],
  shopper: [
    '/',
    '/products',
    '/products/store/demo-store',
    '/products/product-list/demo-store/1/1/1',
    '/products/details/demo-store/demo-product',
    '/checkout/cart-summary',
    '/checkout',
    '/checkoutv2',
    '/review-order',
    '/order/history',
  ],
  merchant: [
    '/dashboard',
    '/inventory-mgmt',
    '/inventory-mgmt/add',
    '/promotions',
    '/orders-mgmt',
    '/transactions',
    '/staff-mgmt',
    '/pnl',
    '/store-settings',
  ],
  internal: ['/test', '/test/design-1', '/test/design-2', '/no-such-page'],
} as const;

/** /test: a developer index of every route, handy for checking the shell end to end. */
export function InternalIndexPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        {t('internal.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('internal.body')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {(Object.keys(SECTIONS) as Array<keyof typeof SECTIONS>).map((section) => (
          <Paper key={section} variant="outlined" component="section" sx={{ p: 2 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {t(`internal.${section}`)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2, display: 'grid', gap: 0.5 }}>
              {SECTIONS[section].map((path) => (
                <li key={path}>
                  <Link
                    component={RouterLink}
                    to={path}
                    variant="body2"
                    sx={{ wordBreak: 'break-all' }}
                  >
                    {path}
                  </Link>
                </li>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
