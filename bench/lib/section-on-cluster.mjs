// A bench section measured on a throwaway PostgreSQL cluster of its own, then written alone.
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { writeBenchmarksSection } from './marked-section.mjs';

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
  return writeBenchmarksSection(render(result), replace);
}
