// `node bench/lighthouse.mjs` (after `npm run build`): reruns only the Lighthouse bench and
// rewrites its section of docs/BENCHMARKS.md; `npm run bench` runs it with everything else.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { lighthouseRuns, runLighthouseBench } from './lib/lighthouse.mjs';
import { lighthouseSection, replaceSection } from './lib/lighthouse-section.mjs';
import { describeMachine } from './lib/machine.mjs';

const runs = lighthouseRuns();
const target = new URL('../docs/BENCHMARKS.md', import.meta.url);

const machine = describeMachine();
const results = await runLighthouseBench({ runs });
const section = lighthouseSection(results, {
  machine,
  date: new Date().toISOString().slice(0, 10),
  runs,
});
const previous = existsSync(target) ? readFileSync(target, 'utf8') : '# Benchmarks\n';
writeFileSync(target, replaceSection(previous, section));
console.log(section);
