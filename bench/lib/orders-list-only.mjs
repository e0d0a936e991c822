// `node bench/orders-list.mjs` (after `npm run build`) or `npm run bench -- --only orders`:
// reruns only the order history bench and rewrites its section of docs/BENCHMARKS.md.
import { writeBenchmarksSection } from './marked-section.mjs';
import { measureOrdersList } from './orders-list.mjs';
import { ordersListSection, replaceOrdersListSection } from './orders-list-section.mjs';

export async function rewriteOrdersListSection() {
  return writeBenchmarksSection(
    ordersListSection(await measureOrdersList()),
    replaceOrdersListSection,
  );
}
