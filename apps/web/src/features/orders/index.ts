// The orders feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { orderQueryKeys } from './api/order-query-keys';
export { OrderProgressNotes } from './components/order-progress-notes';
export { OrderStatusChip } from './components/order-status-chip';
export { DetailHeading } from './detail/detail-heading';
export { OrderDetailDialog } from './detail/order-detail-dialog';
export { OrderStatusTimeline } from './detail/order-status-timeline';
export { ORDER_PARAM, withParam } from './history/history-params';
export { OrdersIllustration } from './history/orders-illustration';
export { useKeepAnnounced } from './live/use-keep-announced';
export { karachiTimeOf } from './model/timeline-steps';
export { useNow } from './model/use-now';
