// `npm run bench -- --only first-visit` (after `npm run build`): reruns only the first-visit
// JavaScript bench and rewrites its section of docs/BENCHMARKS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { measureFirstVisit } from './first-visit.mjs';
import { firstVisitSection, replaceFirstVisitSection } from './first-visit-section.mjs';

const BENCHMARKS = new URL('../../docs/BENCHMARKS.md', import.meta.url);

export async function rewriteFirstVisitSection() {
  const section = firstVisitSection(await measureFirstVisit());
  const previous = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  writeFileSync(BENCHMARKS, replaceFirstVisitSection(previous, section));
  return section;
}
