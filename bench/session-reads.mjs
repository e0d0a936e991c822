// `node bench/session-reads.mjs` (after `npm run build`): reruns only the catalog reads with and
// without the guest session and rewrites their section of docs/BENCHMARKS.md.
import { rewriteSessionReadsSection } from './lib/session-reads-only.mjs';

console.log(await rewriteSessionReadsSection());
