import { readConsent, writeConsent, type ConsentChoice } from './consent-storage';

export interface ConsentState {
  /** Null until the visitor chooses: analytics stay off meanwhile. */
  choice: ConsentChoice | null;
  settingsOpen: boolean;
}

type Listener = () => void;

/** The visitor's cookie choice and whether the settings dialog is open; read with useSyncExternalStore. */
export class ConsentStore {
  private state: ConsentState;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly storage: Storage,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.state = { choice: readConsent(storage), settingsOpen: false };
  }

  getState = (): ConsentState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Records a choice (essential storage is always on) and closes the settings. */
  decide(analytics: boolean): void {
    const choice = { analytics, decidedAt: this.now().toISOString() };
    writeConsent(this.storage, choice);
    this.set({ choice, settingsOpen: false });
  }

  openSettings(): void {
    this.set({ ...this.state, settingsOpen: true });
  }

  closeSettings(): void {
    this.set({ ...this.state, settingsOpen: false });
  }

  private set(next: ConsentState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A stand-in where the browser refuses local storage: choices last for the page only. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

export const consentStore = new ConsentStore(browserStorage() ?? memoryStorage());
