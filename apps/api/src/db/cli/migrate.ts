import { loadConfig } from '../../config.js';
import { createDatabase } from '../client.js';
import { runMigrations } from '../migrate.js';

const config = loadConfig();
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
});
try {
  await runMigrations(database);
  const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.pgliteDir})`;
  process.stdout.write(`Migrations applied to ${where}\n`);
} finally {
  await database.close();
}
