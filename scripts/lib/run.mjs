import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output; returns true when it succeeded. */
export function run(command, args, env = {}) {
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}
