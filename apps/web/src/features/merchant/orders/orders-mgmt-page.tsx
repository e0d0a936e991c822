import { ComingSoonPage } from '../../../ui/coming-soon-page';

/** /orders-mgmt: the live order queue. */
export function OrdersMgmtPage() {
  return <ComingSoonPage page="ordersMgmt" back="dashboard" />;
}
