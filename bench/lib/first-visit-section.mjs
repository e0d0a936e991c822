// The first-visit JavaScript section of docs/BENCHMARKS.md, between markers so that
// `npm run bench -- --only first-visit` can rewrite it alone.
import { mark } from './api-sections.mjs';
import { TARGETS } from './api-settings.mjs';
import { replaceMarkedSection } from './marked-section.mjs';

export const FIRST_VISIT_START = '<!-- first-visit:start -->';
export const FIRST_VISIT_END = '<!-- first-visit:end -->';

const BUDGETED = new Set(['Store listing', 'Store page', 'Product details', 'Cart']);

function row({ name, path, kB, files }) {
  const target = TARGETS.firstVisitScriptKb;
  const verdict = BUDGETED.has(name) ? `≤ ${target} kB: ${mark(kB <= target)}` : '';
  return `| ${name} (\`${path}\`) | ${files} | ${kB} | ${verdict} |`;
}

/** `result`: { date, weights } from first-visit.mjs. */
export function firstVisitSection({ date, weights }) {
  return [
    FIRST_VISIT_START,
    '## Web: JavaScript of a first visit',
    '',
    'Every script a fresh Chromium downloads until the page is idle, in kB as sent (the build',
    'precompresses with Brotli and gzip), from the built app on the embedded database, measured',
    `on ${date}. The cart is empty, as a new visitor finds it. Decision 0012 says where the`,
    'bytes go and what was tried.',
    '',
    '| page | scripts | kB on the wire | target |',
    '|---|---:|---:|---|',
    ...weights.map(row),
    FIRST_VISIT_END,
  ].join('\n');
}

/** Puts `section` in place of the previous one in `markdown`, or at its end. */
export function replaceFirstVisitSection(markdown, section) {
  return replaceMarkedSection(markdown, section, {
    start: FIRST_VISIT_START,
    end: FIRST_VISIT_END,
  });
}
