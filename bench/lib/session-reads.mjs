// The shopper's real path against the tokenless one: the same catalog reads with and without
// the guest session's Authorization and location headers, as the browser sends them.
import { startApi } from './api-server.mjs';
import { connections, duration } from './api-settings.mjs';
import { biggestStore, busiestIndustry, listStores } from './catalog-targets.mjs';
import { measure } from './load.mjs';
import { describeMachine } from './machine.mjs';
import { callApi } from './orders.mjs';

/** A read with the session must reach this share of the same read without, p99 below this. */
export const SESSION_TARGETS = { ratio: 0.5, p99Ms: 50 };

/** Clifton, Karachi: where the demo stores deliver. */
const LOCATION = { latitude: '24.8138', longitude: '67.03' };

/** The headers of an authenticated call of the web app (apps/web/src/api/request-headers.ts). */
export function browserHeaders(token) {
  return {
    ...LOCATION,
    lat: LOCATION.latitude,
    long: LOCATION.longitude,
    'content-type': 'application/json',
    device: 'desktop',
    'visitor-id': 'bench-visitor',
    'fcm-token': '4934',
    authorization: `Bearer ${token}`,
  };
}

/** A browser's guest sign-in, as the web app does on a first visit. */
async function guestToken(url) {
  const { user } = await callApi(url, 'POST', 'users/authenticate_anonymously', {
    body: { login_id: 'bench-visitor-0001', password: 'bench-visitor-secret-0001', os: 'web' },
  });
  return user.session_ktb_token;
}

async function readPaths(url) {
  const stores = await listStores(url);
  const industry = busiestIndustry(stores);
  const store = biggestStore(stores.filter((s) => s.industryId === industry.industryId));
  return [
    { name: '`GET /api/v1/industries`', path: '/api/v1/industries' },
    {
      name: `\`GET /api/v1/companies?industry_id=…\` (${industry.name}, ${industry.stores} stores)`,
      path: `/api/v1/companies?industry_id=${industry.industryId}`,
    },
    {
      name: `\`GET /api/v1/products?organization_query_id=…\` (${store.name})`,
      path: `/api/v1/products?organization_query_id=${store.queryId}`,
    },
  ];
}

/** Each read without headers, then with the browser's; `reads` limits to the first ones. */
async function measureReads(url, reads) {
  const headers = browserHeaders(await guestToken(url));
  const rows = [];
  for (const { name, path } of reads) {
    const without = await measure(`${url}${path}`, { connections, duration });
    const withSession = await measure(`${url}${path}`, { connections, duration, headers });
    rows.push({ name, without, withSession });
  }
  return rows;
}

/**
 * On the embedded database (PGlite): the reads as the default server counts them (the per-IP
 * limit of all calls in memory), then the store page again with every call counted in
 * PostgreSQL (`RATE_LIMIT_SHARED=all`), the measure behind decision 0013.
 */
export async function measureSessionReads() {
  const machine = describeMachine();
  const api = await startApi({ env: {} });
  let rows;
  let reads;
  try {
    reads = await readPaths(api.url);
    rows = await measureReads(api.url, reads);
  } finally {
    await api.stop();
  }
  const shared = await startApi({ env: { RATE_LIMIT_SHARED: 'all' } });
  let sharedLimit;
  try {
    [sharedLimit] = await measureReads(shared.url, reads.slice(-1));
  } finally {
    await shared.stop();
  }
  return { rows, sharedLimit, machine, date: new Date().toISOString().slice(0, 10) };
}
