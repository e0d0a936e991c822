// The products CSV import (PostgreSQL): the demo owner checks (dry run) and applies a file of
// 10,000 new products through HTTP, then the same 10,000 again with new prices (updates).
import { Blob, Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import Papa from 'papaparse';
import { startApi } from './api-server.mjs';
import { round1 } from './load.mjs';
import { describeMachine } from './machine.mjs';
import { createDatabase, ownerStore } from './merchant.mjs';
import { DEMO_OWNER, signIn } from './merchant-shopper.mjs';

/** What the import must reach, for each of the dry run and the apply. */
export const IMPORT_TARGETS = { seconds: 30 };

const HEADER =
  'query_id,name,category,sub_category,brand,description,price,quantity,unlimited,active,colors,sizes';

/** The store's first category, read from its own export as a merchant would, quoted. */
function firstCategory(csv) {
  const category = Papa.parse(csv.replace(/^\uFEFF/, '')).data[1]?.[2];
  if (!category) throw new Error('the store exported no product to take a category from');
  return `"${category.replace(/"/g, '""')}"`;
}

function newProductsFile(rows, category, tag) {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i += 1) {
    const n = String(i).padStart(5, '0');
    lines.push(
      `,"Bench ${tag} ${n}, family pack",${category},,Sauda,"Made for the ""import"" bench",${100 + (i % 900)}.50,${i % 300},no,yes,Red|Green,S|M|L`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The rows of the products named by `tag`, from an export, with every price raised by Rs 10. */
function repricedFile(exported, tag) {
  const lines = exported.replace(/^\uFEFF/, '').split('\r\n');
  const rows = lines.filter((line) => line.includes(`"Bench ${tag} `));
  const repriced = rows.map((line) =>
    line.replace(
      /,(\d+)\.(\d\d),(\d+),(yes|no),/,
      (_m, rupees, paisa, qty, unl) => `,${Number(rupees) + 10}.${paisa},${qty},${unl},`,
    ),
  );
  return `${HEADER}\r\n${repriced.join('\r\n')}\r\n`;
}

async function timed(action) {
  const started = performance.now();
  const value = await action();
  return { value, seconds: round1((performance.now() - started) / 1000) };
}

async function importFile(url, headers, csv, dryRun) {
  const form = new globalThis.FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const response = await fetch(`${url}/import${dryRun ? '?dry_run=true' : ''}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`import: HTTP ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text).import;
}

async function exportFile(url, headers) {
  const response = await fetch(`${url}/export`, { headers });
  if (!response.ok) throw new Error(`export: HTTP ${response.status}`);
  return response.text();
}

/** Dry run then apply of one file; both answers must agree and refuse no row. */
async function checkThenApply(url, headers, csv) {
  const dryRun = await timed(() => importFile(url, headers, csv, true));
  const apply = await timed(() => importFile(url, headers, csv, false));
  if (dryRun.value.failed > 0)
    throw new Error(`refused rows: ${JSON.stringify(dryRun.value.errors.slice(0, 3))}`);
  return { dryRunSeconds: dryRun.seconds, applySeconds: apply.seconds, result: apply.value };
}

/** A database of its own on the cluster, seeded with the demo data by the API `start` starts. */
export async function measureProductImport(
  clusterUrl,
  { rows = 10_000 } = {},
  { database = 'sauda_bench_import', start = startApi } = {},
) {
  const databaseUrl = await createDatabase(clusterUrl, database);
  const api = await start({ env: { DATABASE_URL: databaseUrl } });
  try {
    const store = await ownerStore(databaseUrl);
    const owner = await signIn(api.url, DEMO_OWNER);
    const url = `${api.url}/api/v1/merchant/stores/${store.queryId}/products`;
    const machine = describeMachine();
    const tag = randomUUID().slice(0, 6);
    const csv = newProductsFile(rows, firstCategory(await exportFile(url, owner.headers)), tag);
    const create = await checkThenApply(url, owner.headers, csv);
    const exported = await timed(() => exportFile(url, owner.headers));
    const update = await checkThenApply(url, owner.headers, repricedFile(exported.value, tag));
    return {
      store: store.name,
      rows,
      fileBytes: Buffer.byteLength(csv),
      create,
      update,
      exportSeconds: exported.seconds,
      exportedRows: exported.value.trimEnd().split('\r\n').length - 1,
      machine,
      date: new Date().toISOString().slice(0, 10),
    };
  } finally {
    await api.stop();
  }
}
