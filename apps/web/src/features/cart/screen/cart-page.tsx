import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { CartLine } from '../cart-line';
import { useCartRefresh } from '../refresh/use-cart-refresh';
import { useStartCheckout } from '../start-checkout';
import { useCartLines } from '../use-cart';
import { CartHeader } from './cart-header';
import { CartSkeleton } from './cart-skeleton';
import { CartTotalsAnnouncer } from './cart-totals-announcer';
import { EmptyCart } from './empty-cart';
import { groupLinesByStore } from './group-lines-by-store';
import { StoreCartGroup } from './store-cart-group';
import { useCartLineActions } from './use-cart-line-actions';

type Confirmation = { kind: 'clear' } | { kind: 'remove'; line: CartLine };

interface ConfirmText {
  title: string;
  text: string;
  /** The destructive button's own words ('Clear Cart', 'Remove'). */
  confirmLabel: string;
}

/** /checkout/cart-summary: the cart by store, each store with its own summary and checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const { lines, loaded } = useCartLines();
  const refresh = useCartRefresh(lines, loaded);
  const actions = useCartLineActions(refresh.refreshProducts);
  const startCheckout = useStartCheckout();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const ask = (next: Confirmation) => {
    setConfirmation(next);
    setConfirmOpen(true);
  };
  const confirm = () => {
    setConfirmOpen(false);
    if (confirmation?.kind === 'clear') actions.clearAll();
    else if (confirmation?.kind === 'remove') actions.remove(confirmation.line);
  };
  const isPending = (line: CartLine) =>
    actions.updating.has(line.uniqueId) || refresh.refreshing.has(line.query_id);
  // SPEC §4: a quantity of 0 (minus at 1) asks to remove the line instead of updating it.
  const changeQuantity = (line: CartLine, quantity: number) =>
    quantity < 1 ? ask({ kind: 'remove', line }) : actions.changeQuantity(line, quantity);

  // Kept while the dialog closes, so its words do not change mid-transition.
  const confirmText = confirmationText(t, confirmation);
  const groups = groupLinesByStore(lines);
  const empty = loaded && lines.length === 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <CartHeader onClearAll={empty || !loaded ? null : () => ask({ kind: 'clear' })} />
      <CartTotalsAnnouncer />
      {empty ? (
        <EmptyCart />
      ) : refresh.checkingFirst ? (
        <CartSkeleton />
      ) : (
        <Stack spacing={{ xs: 3, md: 4 }}>
          {refresh.failed && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={refresh.retry}>
                  {t('cart.retry')}
                </Button>
              }
            >
              {t('cart.refreshFailed')}
            </Alert>
          )}
          {groups.length > 1 && (
            <Typography color="text.secondary">{t('cart.perStore')}</Typography>
          )}
          {groups.map((group) => (
            <StoreCartGroup
              key={group.storeQueryId}
              group={group}
              isPending={isPending}
              onQuantity={changeQuantity}
              onRemove={(line) => ask({ kind: 'remove', line })}
              onCheckout={startCheckout}
            />
          ))}
        </Stack>
      )}
      {/* Mounted while a confirmation is asked and while it closes, not with the page. */}
      {confirmation && (
        <ConfirmDialog
          open={confirmOpen}
          title={confirmText?.title ?? ''}
          text={confirmText?.text ?? ''}
          confirmLabel={confirmText?.confirmLabel ?? ''}
          cancelLabel={t('cart.confirm.cancel')}
          onConfirm={confirm}
          onClose={() => setConfirmOpen(false)}
          onExited={() => setConfirmation(null)}
        />
      )}
    </Container>
  );
}

function confirmationText(
  t: ReturnType<typeof useTranslation>['t'],
  confirmation: Confirmation | null,
): ConfirmText | null {
  if (confirmation?.kind === 'clear') {
    return {
      title: t('cart.clear.title'),
      text: t('cart.clear.text'),
      confirmLabel: t('cart.clear.confirm'),
    };
  }
  if (confirmation?.kind === 'remove') {
    return {
      title: t('cart.remove.title'),
      text: t('cart.remove.text', { name: confirmation.line.name }),
      confirmLabel: t('cart.remove.confirm'),
    };
  }
  return null;
}
