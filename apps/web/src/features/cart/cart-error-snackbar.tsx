import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertSnackbar } from '../../ui/alert-snackbar';
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
    <AlertSnackbar
      key={failures}
      open={open}
      placement="bottom"
      autoHideMs={SHOWN_FOR_MS}
      onClose={() => setOpen(false)}
      closable
      severity="error"
      variant="filled"
    >
      {t('cart.storageFailed')}
    </AlertSnackbar>
  );
}
