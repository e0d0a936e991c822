const SEEN_KEY = 'appDialogSeen';

/**
 * Whether this browser tab has already been shown the "buying requires the app" dialog. It is
 * remembered for the session only: one reminder per visit steers to the app without nagging.
 * sessionStorage may be blocked (private mode, sandboxed frames); then it shows every checkout.
 */
export function wasAppDialogSeen(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberAppDialogSeen(): void {
  try {
    globalThis.sessionStorage?.setItem(SEEN_KEY, '1');
  } catch {
    // Not remembering only means one more reminder at the next checkout.
  }
}
