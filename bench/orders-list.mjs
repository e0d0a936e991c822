// `node bench/orders-list.mjs` (after `npm run build`): reruns only the order history bench
// (a shopper with 200 orders, on PGlite and PostgreSQL) and rewrites its section of
// docs/BENCHMARKS.md.
import { rewriteOrdersListSection } from './lib/orders-list-only.mjs';

console.log(await rewriteOrdersListSection());
