// `node bench/orders-list.mjs` (after `npm run build`) or `npm run bench -- --only orders`:
// reruns only the order history bench and rewrites its section of docs/BENCHMARKS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { measureOrdersList } from './orders-list.mjs';
import { ordersListSection, replaceOrdersListSection } from './orders-list-section.mjs';

const BENCHMARKS = new URL('../../docs/BENCHMARKS.md', import.meta.url);

export async function rewriteOrdersListSection() {
  const section = ordersListSection(await measureOrdersList());
  const previous = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  writeFileSync(BENCHMARKS, replaceOrdersListSection(previous, section));
  return section;
}
