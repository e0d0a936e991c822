// `npm run bench -- --only scale`: reruns only the scale bench on a throwaway PostgreSQL
// cluster and rewrites its section of docs/BENCHMARKS.md (so does `--only place-order`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { measureScale } from './scale.mjs';
import { scaleBenchOptions } from './scale-options.mjs';
import { replaceScaleSection, scaleSection } from './scale-section.mjs';

const BENCHMARKS = new URL('../../docs/BENCHMARKS.md', import.meta.url);

/**
 * Runs `measure(clusterUrl)` on a cluster of its own (null when PostgreSQL is not installed),
 * writes `render(result)` in place of its section with `replace` and answers the section.
 */
export async function rewriteSectionOnCluster({ measure, render, replace }) {
  let result = null;
  if (findPostgresBin()) {
    const cluster = await startThrowawayPostgres();
    try {
      result = await measure(cluster.url);
    } finally {
      cluster.stop();
    }
  }
  const section = render(result);
  const previous = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  writeFileSync(BENCHMARKS, replace(previous, section));
  return section;
}

export function rewriteScaleSection() {
  return rewriteSectionOnCluster({
    measure: (clusterUrl) => measureScale(clusterUrl, scaleBenchOptions()),
    render: scaleSection,
    replace: replaceScaleSection,
  });
}
