// `npm run bench -- --only merchant`: reruns only the merchant back office bench on a
// throwaway PostgreSQL cluster and rewrites its section of docs/BENCHMARKS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { measureMerchantBackOffice } from './merchant.mjs';
import { merchantBenchOptions } from './merchant-options.mjs';
import { merchantSection, replaceMerchantSection } from './merchant-section.mjs';

const BENCHMARKS = new URL('../../docs/BENCHMARKS.md', import.meta.url);

/** Measures on a cluster of its own (when PostgreSQL is installed) and writes the section. */
export async function rewriteMerchantSection() {
  let result = null;
  if (findPostgresBin()) {
    const cluster = await startThrowawayPostgres();
    try {
      result = await measureMerchantBackOffice(cluster.url, merchantBenchOptions());
    } finally {
      cluster.stop();
    }
  }
  const section = merchantSection(result);
  const previous = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  writeFileSync(BENCHMARKS, replaceMerchantSection(previous, section));
  return section;
}
