import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartPort } from './cart-port';

const SHOWN_FOR_MS = 6000;

/** Any browser-database failure, in SPEC §8's words: 'IndexedDb Operation failed'. */
export function CartErrorSnackbar({ cart }: { cart: CartPort }) {
  const { t } = useTranslation();
  const [failures, setFailures] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      cart.onError(() => {
        setFailures((count) => count + 1);
        setOpen(true);
      }),
    [cart],
  );

  return (
    <Snackbar
      key={failures}
      open={open}
      autoHideDuration={SHOWN_FOR_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={() => setOpen(false)}>
        {t('cart.storageFailed')}
      </Alert>
    </Snackbar>
  );
}
