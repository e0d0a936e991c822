// `npm run bench`: load benchmarks against the built API; writes docs/BENCHMARKS.md.
import { writeFileSync } from 'node:fs';
import { startApi } from './lib/api-server.mjs';
import { measure } from './lib/load.mjs';
import { describeMachine } from './lib/machine.mjs';
import { findPostgresBin, startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measureRoutes(label, env) {
  const api = await startApi({ env });
  try {
    const hello = await measure(`${api.url}/api/v1/hello`, { connections, duration });
    const industries = await measure(`${api.url}/api/v1/industries`, { connections, duration });
    return { label, hello, industries };
  } finally {
    await api.stop();
  }
}

const runs = [await measureRoutes('PGlite (embedded)', {})];
if (findPostgresBin()) {
  const cluster = await startThrowawayPostgres();
  try {
    runs.push(await measureRoutes('PostgreSQL 15', { DATABASE_URL: cluster.url }));
  } finally {
    cluster.stop();
  }
}

const machine = describeMachine();
const row = (name, m, base) =>
  `| ${name} | ${m.requestsPerSecond.toLocaleString('en')} | ${m.latencyP50} | ${m.latencyP99} | ${(m.requestsPerSecond / base.requestsPerSecond).toFixed(2)} |`;
const sections = runs.map(({ label, hello, industries }) =>
  [
    `### Database: ${label}`,
    '',
    '| route | req/s | p50 ms | p99 ms | ratio to hello |',
    '|---|---:|---:|---:|---:|',
    row('`GET /api/v1/hello` (baseline, no database)', hello, hello),
    row('`GET /api/v1/industries`', industries, hello),
  ].join('\n'),
);

const report = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Each figure is one
autocannon run of ${duration} s with ${connections} connections after a 2 s warm-up, against the
built API (\`node apps/api/dist/server.js\`, demo data, logging at warn) on loopback. Ratios compare
each route with the hello baseline measured in the same run on the same machine.

| machine | |
|---|---|
| CPU | ${machine.cpu} |
| memory | ${machine.memory} |
| OS | ${machine.os} |
| Node | ${machine.node} |

## API throughput

${sections.join('\n\n')}
`;
writeFileSync(new URL('../docs/BENCHMARKS.md', import.meta.url), report);
console.log(report);
