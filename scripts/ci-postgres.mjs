// `start` prints shell exports for a throwaway PostgreSQL cluster; `stop DIR` stops and removes it;
// `restart DIR` stops and starts it again (the API's tests of a database that goes away).
import {
  restartThrowawayPostgres,
  startThrowawayPostgres,
  stopThrowawayPostgres,
} from './lib/throwaway-postgres.mjs';

const [command, dir] = process.argv.slice(2);
if (command === 'start') {
  const cluster = await startThrowawayPostgres();
  if (!cluster) throw new Error('PostgreSQL binaries not found (apt-get install postgresql).');
  console.log(`export SAUDA_CI_PG_URL='${cluster.url}' SAUDA_CI_PG_DIR='${cluster.dir}'`);
} else if (command === 'stop' && dir) {
  stopThrowawayPostgres(dir);
} else if (command === 'restart' && dir) {
  restartThrowawayPostgres(dir);
} else {
  throw new Error('usage: ci-postgres.mjs start | stop DIR | restart DIR');
}
