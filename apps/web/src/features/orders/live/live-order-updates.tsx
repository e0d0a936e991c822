import { LiveOrderToast } from './live-order-toast';
import { useLiveOrderUpdates } from './use-live-order-updates';

/** Mounted once in the shopper shell: live order status for the signed-in session. */
export function LiveOrderUpdates() {
  const { notice, open, dismiss } = useLiveOrderUpdates();
  return <LiveOrderToast notice={notice} open={open} onClose={dismiss} />;
}
