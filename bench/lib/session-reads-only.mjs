// `node bench/session-reads.mjs` (after `npm run build`) or `npm run bench -- --only sessions`:
// reruns only the session reads bench and rewrites its section of docs/BENCHMARKS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { measureSessionReads } from './session-reads.mjs';
import { replaceSessionReadsSection, sessionReadsSection } from './session-reads-section.mjs';

const BENCHMARKS = new URL('../../docs/BENCHMARKS.md', import.meta.url);

export async function rewriteSessionReadsSection() {
  const section = sessionReadsSection(await measureSessionReads());
  const previous = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  writeFileSync(BENCHMARKS, replaceSessionReadsSection(previous, section));
  return section;
}
