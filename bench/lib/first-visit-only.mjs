// `npm run bench -- --only first-visit` (after `npm run build`): reruns only the first-visit
// JavaScript bench and rewrites its section of docs/BENCHMARKS.md.
import { writeBenchmarksSection } from './marked-section.mjs';
import { measureFirstVisit } from './first-visit.mjs';
import { firstVisitSection, replaceFirstVisitSection } from './first-visit-section.mjs';

export async function rewriteFirstVisitSection() {
  return writeBenchmarksSection(
    firstVisitSection(await measureFirstVisit()),
    replaceFirstVisitSection,
  );
}
