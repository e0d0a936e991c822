/** Debian's Chromium unless CHROME_PATH says otherwise; never a downloaded browser. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
