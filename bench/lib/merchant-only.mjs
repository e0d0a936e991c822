// `npm run bench -- --only merchant`: reruns only the merchant back office bench on a
// throwaway PostgreSQL cluster and rewrites its section of docs/BENCHMARKS.md.
import { measureMerchantBackOffice } from './merchant.mjs';
import { merchantBenchOptions } from './merchant-options.mjs';
import { merchantSection, replaceMerchantSection } from './merchant-section.mjs';
import { rewriteSectionOnCluster } from './section-on-cluster.mjs';

/** Measures on a cluster of its own (when PostgreSQL is installed) and writes the section. */
export function rewriteMerchantSection() {
  return rewriteSectionOnCluster({
    measure: (clusterUrl) => measureMerchantBackOffice(clusterUrl, merchantBenchOptions()),
    render: merchantSection,
    replace: replaceMerchantSection,
  });
}
