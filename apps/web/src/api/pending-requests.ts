import { CANCEL_ENTRY_PURGE_THRESHOLD } from '@sauda/domain';

interface Entry {
  key: string;
  controller: AbortController;
  settled: boolean;
  exempt: boolean;
}

export interface PendingRequestHandle {
  /** Marks the request finished, so a newer one no longer needs to cancel it. */
  settle(): void;
}

/**
 * The cancellation registry of SPEC §7: a request cancels earlier pending requests with the same
 * key, unless either is exempt (GET_ITMS: several items load side by side). Settled entries are
 * kept only up to the purge threshold, oldest dropped first; pending entries are never dropped,
 * or they could no longer be cancelled.
 */
export class PendingRequestRegistry {
  private entries: Entry[] = [];

  constructor(private readonly threshold: number = CANCEL_ENTRY_PURGE_THRESHOLD) {}

  register(key: string, controller: AbortController, exempt = false): PendingRequestHandle {
    for (const earlier of this.entries) {
      if (!exempt && !earlier.exempt && earlier.key === key && !earlier.settled) {
        earlier.settled = true;
        earlier.controller.abort();
      }
    }
    const entry: Entry = { key, controller, settled: false, exempt };
    this.entries.push(entry);
    this.purge();
    return {
      settle: () => {
        entry.settled = true;
        this.purge();
      },
    };
  }

  /** Cancels everything still in flight, e.g. when the session ends. */
  cancelAll(): void {
    for (const entry of this.entries) {
      if (!entry.settled) entry.controller.abort();
    }
    this.entries = [];
  }

  get size(): number {
    return this.entries.length;
  }

  get pendingCount(): number {
    return this.entries.filter((entry) => !entry.settled).length;
  }

  private purge(): void {
    while (this.entries.length > this.threshold) {
      const oldestSettled = this.entries.findIndex((entry) => entry.settled);
      if (oldestSettled === -1) return;
      this.entries.splice(oldestSettled, 1);
    }
  }
}
