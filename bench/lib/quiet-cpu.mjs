// Lighthouse simulates a slow phone from the time each task took on this machine, so work of
// other processes during a run counts against the page. Runs start once the CPUs are quiet.
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export const QUIET_IDLE_SHARE = 0.85;
export const QUIET_TIMEOUT_MS = 60_000;

function cpuTimes() {
  return cpus().reduce(
    (sum, { times }) => ({
      idle: sum.idle + times.idle,
      all: sum.all + times.user + times.nice + times.sys + times.idle + times.irq,
    }),
    { idle: 0, all: 0 },
  );
}

/** The share of CPU time (all cores) spent idle over the next `ms`. */
export async function idleShareOver(ms) {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Waits until the CPUs were at least `idleShare` idle over one second, or `timeoutMs` passed.
 * → { waitedSeconds, quiet } (quiet: false when it gave up waiting)
 */
export async function waitForQuietCpu({
  idleShare = QUIET_IDLE_SHARE,
  timeoutMs = QUIET_TIMEOUT_MS,
} = {}) {
  const start = Date.now();
  let quiet = false;
  while (!quiet && Date.now() - start < timeoutMs) quiet = (await idleShareOver(1000)) >= idleShare;
  return { waitedSeconds: Math.round((Date.now() - start) / 1000), quiet };
}
