import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MerchantOrder } from '@sauda/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/form-error';
import { merchantStoreQueryOptions } from '../../shell/api/get-merchant-store';
import { nextStep, STEP_TARGETS } from '../model/order-step';
import { orderNumber } from '../model/order-summary';
import { AcceptOrderDialog } from './accept-order-dialog';
import { DeliverOrderDialog } from './deliver-order-dialog';
import { defaultPrepText } from './prep-minutes';
import { useMoveOrder } from './use-move-order';

interface OrderStepActionProps {
  order: MerchantOrder;
  storeId: string;
  /** The store acted on the order: its alert stops. */
  onActed?: () => void;
  fullWidth?: boolean;
}

/**
 * The button for the order's next step: Accept (asks the preparation time), Mark dispatched
 * (at once) or Mark delivered (asks the handover code). A refusal shows in red under it.
 */
export function OrderStepAction({ order, storeId, onActed, fullWidth }: OrderStepActionProps) {
  const { t } = useTranslation();
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  const step = nextStep(order.status);
  const store = useQuery({ ...merchantStoreQueryOptions(storeId), enabled: step === 'accept' });
  const move = useMoveOrder(storeId, order.query_id, () => setOpen(false));
  if (!step) return null;

  const number = orderNumber(order);
  const start = () => {
    onActed?.();
    if (step === 'dispatch') {
      move.submit({ status: STEP_TARGETS.dispatch });
      return;
    }
    move.reset();
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  const dialog = { open, number, move, onClose: () => setOpen(false) };

  return (
    <Stack spacing={1} sx={{ width: fullWidth ? '100%' : undefined }}>
      <Button
        variant="contained"
        color={step === 'accept' ? 'secondary' : 'primary'}
        onClick={start}
        loading={step === 'dispatch' && move.pending}
        fullWidth={fullWidth}
        aria-label={t(`merchantOrders.actions.${step}For`, { number })}
      >
        {t(`merchantOrders.actions.${step}`)}
      </Button>
      {step === 'dispatch' && move.refusal && <FormError message={move.refusal.message} />}
      {step === 'accept' && (
        <AcceptOrderDialog
          key={openings}
          {...dialog}
          defaultMinutes={defaultPrepText(store.data?.preparation_minutes)}
        />
      )}
      {step === 'deliver' && <DeliverOrderDialog key={openings} {...dialog} />}
    </Stack>
  );
}
