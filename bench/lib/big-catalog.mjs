// A large catalog in the throwaway PostgreSQL cluster: its own database, seeded through the
// built seed command (`db:seed -- --products N`), then vacuumed as autovacuum would soon do.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function runSeed(databaseUrl, products) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['apps/api/dist/db/cli/seed.js', '--products', String(products)],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited with code ${code}`)),
    );
  });
}

/** Creates database `name` on the cluster, seeds it and answers its URL and the seed time. */
export async function createBigCatalog(clusterUrl, { name, products }) {
  await withClient(clusterUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const started = performance.now();
  await runSeed(databaseUrl, products);
  // Sets the visibility map, so page and count queries are answered from the indexes alone.
  await withClient(databaseUrl, (client) => client.query('VACUUM (ANALYZE) products'));
  return { databaseUrl, seedSeconds: Math.round((performance.now() - started) / 1000) };
}
