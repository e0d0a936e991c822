import { cpus, totalmem, type, release } from 'node:os';

export function describeMachine() {
  const cpu = cpus();
  return {
    cpu: `${cpu[0]?.model.trim() ?? 'unknown'} × ${cpu.length}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    os: `${type()} ${release()}`,
    node: process.version,
  };
}
