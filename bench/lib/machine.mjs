import { cpus, loadavg, release, totalmem, type } from 'node:os';

export function describeMachine() {
  const cpu = cpus();
  return {
    cpu: `${cpu[0]?.model.trim() ?? 'unknown'} × ${cpu.length}`,
    cores: cpu.length,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    os: `${type()} ${release()}`,
    node: process.version,
    // Other work on the machine moves the figures; this says how busy it was at the start.
    load: loadavg()
      .map((value) => value.toFixed(2))
      .join(', '),
  };
}
