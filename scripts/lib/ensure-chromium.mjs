// Finds the Chromium the browser tests drive; installs Debian's package when it can.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export function ensureChromium() {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian chromium with apt-get.');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
    if (existsSync(path)) return path;
  }
  throw new Error(
    `No Chromium at ${path}. Install it with: sudo apt-get install -y --no-install-recommends chromium (or set CHROME_PATH).`,
  );
}
