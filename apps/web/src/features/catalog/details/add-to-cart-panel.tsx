import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCartRounded';
import { isOutOfStock, stepperMaximum, type Product } from '@sauda/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import { useHydrated } from '../../../ui/use-hydrated';
import { cartLineFromProduct, useCart } from '../../cart';

interface AddToCartPanelProps {
  product: Product;
  storeQueryId: string;
  selectedColor: string | null;
  selectedSize: string | null;
}

type AddState = 'idle' | 'adding' | 'failed';

/** Quantity stepper and Add to cart; the quantity is locked while the line is being added. */
export function AddToCartPanel({
  product,
  storeQueryId,
  selectedColor,
  selectedSize,
}: AddToCartPanelProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const soldOut = isOutOfStock(product);
  const [quantity, setQuantity] = useState(soldOut ? 0 : 1);
  const [state, setState] = useState<AddState>('idle');
  const [added, setAdded] = useState<string | null>(null);
  const busy = state === 'adding';
  // On a page the server rendered, a tap before the app has taken over would be lost.
  const ready = useHydrated();

  const add = async () => {
    setState('adding');
    try {
      const line = cartLineFromProduct(product, storeQueryId, {
        quantity,
        selectedColor,
        selectedSize,
      });
      await cart.addItem(line);
      setState('idle');
      setAdded(t('catalog.product.added', { quantity, name: product.name }));
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        <QuantityStepper
          value={quantity}
          maximum={stepperMaximum(product)}
          onChange={setQuantity}
          busy={busy}
          disabled={soldOut || !ready}
          label={t('catalog.product.quantityOf', { name: product.name })}
        />
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCartIcon />}
          disabled={soldOut || quantity < 1 || busy || !ready}
          onClick={() => void add()}
          sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 180, height: 47, minHeight: 47 }}
        >
          {soldOut
            ? t('catalog.product.outOfStock')
            : busy
              ? t('catalog.product.adding')
              : t('catalog.product.addToCart')}
        </Button>
      </Box>
      {!soldOut && quantity < 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('catalog.product.chooseQuantity')}
        </Typography>
      )}
      {state === 'failed' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t('catalog.product.addFailed')}
        </Alert>
      )}
      <Snackbar
        open={added !== null}
        autoHideDuration={5000}
        onClose={() => setAdded(null)}
        message={added}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        action={
          <Button component={RouterLink} to="/checkout/cart-summary" color="secondary" size="small">
            {t('catalog.product.viewCart')}
          </Button>
        }
      />
    </Box>
  );
}
