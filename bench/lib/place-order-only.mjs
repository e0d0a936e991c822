// `npm run bench -- --only place-order`: reruns only the placement bench on a throwaway
// PostgreSQL cluster and rewrites its section of docs/BENCHMARKS.md.
import { measurePlaceOrder } from './place-order.mjs';
import { placeOrderBenchOptions } from './place-order-options.mjs';
import { placeOrderSection, replacePlaceOrderSection } from './place-order-section.mjs';
import { rewriteSectionOnCluster } from './section-on-cluster.mjs';

export function rewritePlaceOrderSection() {
  return rewriteSectionOnCluster({
    measure: (clusterUrl) => measurePlaceOrder(clusterUrl, placeOrderBenchOptions()),
    render: placeOrderSection,
    replace: replacePlaceOrderSection,
  });
}
