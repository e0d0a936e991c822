// `npm run bench -- --only import`: reruns only the products CSV import bench on a throwaway
// PostgreSQL cluster and rewrites its section of docs/BENCHMARKS.md.
import { measureProductImport } from './product-import.mjs';
import { productImportSection, replaceProductImportSection } from './product-import-section.mjs';
import { rewriteSectionOnCluster } from './section-on-cluster.mjs';

/** Measures on a cluster of its own (when PostgreSQL is installed) and writes the section. */
export function rewriteProductImportSection() {
  return rewriteSectionOnCluster({
    measure: (clusterUrl) => measureProductImport(clusterUrl),
    render: productImportSection,
    replace: replaceProductImportSection,
  });
}
