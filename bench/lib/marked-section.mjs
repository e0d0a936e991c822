// One section of docs/BENCHMARKS.md lies between an opening and a closing marker, so a bench
// run alone can rewrite its own figures and leave the others as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Puts `section` (which carries its markers) in place of the previous one, or at the end. */
export function replaceMarkedSection(markdown, section, { start, end }) {
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  if (from === -1 || to === -1) return `${markdown.trimEnd()}\n\n${section}\n`;
  return `${markdown.slice(0, from)}${section}${markdown.slice(to + end.length)}`;
}

const BENCHMARKS = new URL('../../docs/BENCHMARKS.md', import.meta.url);

/** Writes `section` over its previous copy in docs/BENCHMARKS.md with `replace`; answers it. */
export function writeBenchmarksSection(section, replace) {
  const previous = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  writeFileSync(BENCHMARKS, replace(previous, section));
  return section;
}
