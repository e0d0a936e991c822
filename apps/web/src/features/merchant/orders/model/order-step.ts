import { canTransition, type OrderStatus } from '@sauda/domain';

/** The store's next step for an order: what its card's button does. */
export type OrderStep = 'accept' | 'dispatch' | 'deliver';

export const STEP_TARGETS: Readonly<Record<OrderStep, OrderStatus>> = {
  accept: 'order_confirmed',
  dispatch: 'order_dispatched',
  deliver: 'order_delivered',
};

export function nextStep(status: OrderStatus): OrderStep | null {
  switch (status) {
    case 'order_pending':
      return 'accept';
    case 'order_confirmed':
      return 'dispatch';
    case 'order_dispatched':
      return 'deliver';
    case 'order_delivered':
    case 'cancelled':
      return null;
  }
}

/** The store may cancel while the order is pending or accepted. */
export const storeCanCancel = (status: OrderStatus) =>
  canTransition(status, 'cancelled', 'merchant');
