// `npm run bench -- --only scale`: reruns only the scale bench on a throwaway PostgreSQL
// cluster and rewrites its section of docs/BENCHMARKS.md.
import { measureScale } from './scale.mjs';
import { scaleBenchOptions } from './scale-options.mjs';
import { replaceScaleSection, scaleSection } from './scale-section.mjs';
import { rewriteSectionOnCluster } from './section-on-cluster.mjs';

export function rewriteScaleSection() {
  return rewriteSectionOnCluster({
    measure: (clusterUrl) => measureScale(clusterUrl, scaleBenchOptions()),
    render: scaleSection,
    replace: replaceScaleSection,
  });
}
