import Button from '@mui/material/Button';
import type { MerchantOrder } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeCanCancel } from '../model/order-step';
import { orderNumber } from '../model/order-summary';
import { CancelOrderDialog } from './cancel-order-dialog';
import { useMoveOrder } from './use-move-order';

/** Cancel order, while the store still may (pending or accepted): asks for the reason. */
export function CancelOrderAction({ order, storeId }: { order: MerchantOrder; storeId: string }) {
  const { t } = useTranslation();
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  const move = useMoveOrder(storeId, order.query_id, () => setOpen(false));
  if (!storeCanCancel(order.status)) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          move.reset();
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('merchantOrders.actions.cancel')}
      </Button>
      <CancelOrderDialog
        key={openings}
        open={open}
        number={orderNumber(order)}
        move={move}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
