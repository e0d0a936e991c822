// CPU time used by the processes of a run, read from /proc (Linux): how a run's work splits
// between the API, PostgreSQL and the load generator itself.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts process CPU time in ticks of USER_HZ = 100 per second. */
const TICK_MS = 10;

/** User + system CPU ms of a process so far; 0 once it is gone. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces: state is the first.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** CPU ms so far of every PostgreSQL process working on `database` (its backends), by pid. */
function databaseBackends(database) {
  const backends = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = commandLine(entry);
    if (command.startsWith('postgres: ') && command.includes(` ${database} `)) {
      backends.set(entry, processCpuMs(entry));
    }
  }
  return backends;
}

/** What the API process, the database's backends and this process have used so far. */
export function cpuSnapshot({ apiPid, database }) {
  const own = process.cpuUsage();
  return {
    api: processCpuMs(apiPid),
    postgres: databaseBackends(database),
    bench: (own.user + own.system) / 1000,
  };
}

/**
 * CPU ms each side used between two snapshots. A backend that ended in between is not
 * counted: the API's pool keeps its connections open while it is busy.
 */
export function cpuUsedBetween(before, after) {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return { api: after.api - before.api, postgres, bench: after.bench - before.bench };
}
