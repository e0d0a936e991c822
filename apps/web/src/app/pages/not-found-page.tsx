import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/HomeRounded';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundIllustration } from '../../ui/illustrations/not-found-illustration';

/** The catch-all page: says what happened and offers the two ways forward. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        <NotFoundIllustration label={t('notFound.illustration')} />
        <Typography variant="overline" color="primary" component="p">
          404
        </Typography>
        <Typography variant="h2" component="h1">
          {t('notFound.title')}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 420 }}>
          {t('notFound.body')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
        >
          <Button
            component={RouterLink}
            to="/home"
            variant="contained"
            size="large"
            startIcon={<HomeIcon />}
          >
            {t('notFound.home')}
          </Button>
          <Button
            component={RouterLink}
            to="/products"
            variant="outlined"
            size="large"
            startIcon={<ShoppingBagIcon />}
          >
            {t('notFound.shop')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
