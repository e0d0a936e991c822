// `npm run bench -- --only import`: reruns only the products CSV import bench on a throwaway
// PostgreSQL cluster and rewrites its section of docs/BENCHMARKS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { measureProductImport } from './product-import.mjs';
import { productImportSection, replaceProductImportSection } from './product-import-section.mjs';

const BENCHMARKS = new URL('../../docs/BENCHMARKS.md', import.meta.url);

/** Measures on a cluster of its own (when PostgreSQL is installed) and writes the section. */
export async function rewriteProductImportSection() {
  let result = null;
  if (findPostgresBin()) {
    const cluster = await startThrowawayPostgres();
    try {
      result = await measureProductImport(cluster.url);
    } finally {
      cluster.stop();
    }
  }
  const section = productImportSection(result);
  const previous = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  writeFileSync(BENCHMARKS, replaceProductImportSection(previous, section));
  return section;
}
