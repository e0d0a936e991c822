import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../ui/form-error';
import { CheckoutDialog } from '../dialog/checkout-dialog';
import { useCheckoutInvoice, type CheckoutStage } from './use-checkout-invoice';

const CART_PATH = '/checkout/cart-summary';

function StageContent({ stage, retry }: { stage: CheckoutStage; retry: () => void }) {
  const { t } = useTranslation();
  switch (stage.kind) {
    case 'loading':
    case 'ready':
      return (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('checkout.loading')}</Typography>
        </Stack>
      );
    case 'empty':
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {t('checkout.empty.title')}
          </Typography>
          <Typography color="text.secondary">{t('checkout.empty.text')}</Typography>
          <Button component={RouterLink} to={CART_PATH} variant="contained">
            {t('checkout.empty.toCart')}
          </Button>
        </Stack>
      );
    case 'error':
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {t('checkout.createError.title')}
          </Typography>
          <FormError message={stage.message} />
          <Stack direction="row" spacing={1.5}>
            <Button component={RouterLink} to={CART_PATH} variant="contained">
              {t('checkout.createError.backToCart')}
            </Button>
            <Button onClick={retry}>{t('checkout.createError.retry')}</Button>
          </Stack>
        </Stack>
      );
  }
}

/**
 * /checkout?store={storeQueryId} (SPEC §2, §4): makes the invoice of that store's cart lines,
 * then opens 'Place Your Order'. Closing drops the invoice and goes back to the cart.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storeQueryId = params.get('store') ?? '';
  const checkout = useCheckoutInvoice(storeQueryId);
  const { stage } = checkout;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('pages.checkout.title')}
      </Typography>
      <StageContent stage={stage} retry={checkout.retry} />
      {stage.kind === 'ready' && (
        <CheckoutDialog
          invoice={stage.invoice}
          onInvoice={checkout.setInvoice}
          onPlaced={checkout.markPlaced}
          onClose={() => void navigate(CART_PATH)}
        />
      )}
    </Box>
  );
}
