// `node bench/session-reads.mjs` (after `npm run build`) or `npm run bench -- --only sessions`:
// reruns only the session reads bench and rewrites its section of docs/BENCHMARKS.md.
import { writeBenchmarksSection } from './marked-section.mjs';
import { measureSessionReads } from './session-reads.mjs';
import { replaceSessionReadsSection, sessionReadsSection } from './session-reads-section.mjs';

export async function rewriteSessionReadsSection() {
  return writeBenchmarksSection(
    sessionReadsSection(await measureSessionReads()),
    replaceSessionReadsSection,
  );
}
