import type { User } from '@sauda/domain';
import type { z } from 'zod';
import { lazySchema } from '../../../api/lazy-schema';
import { authStateForLogin, emptyAuthState, type AuthState } from './auth-state';
import { readStorage, writeStorage } from './browser-storage';
import { writeSessionHint } from './session-hint';

export const AUTH_STORAGE_KEY = 'auth';

type Listener = () => void;

/** The check of a stored session, loaded only when a session is stored: a first visit has none. */
const storedSession = lazySchema(async () => (await import('./auth-state-schema')).authStateSchema);

function parseStoredState(raw: string, schema: z.ZodType<AuthState>): AuthState {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    // A state from an older release that no longer fits is dropped: the guest signs in again.
    return parsed.success ? parsed.data : emptyAuthState;
  } catch {
    return emptyAuthState;
  }
}

/**
 * The auth store: a tiny external store (read with useSyncExternalStore) persisted in
 * localStorage, so the requester, the layouts and the forms all see one session.
 */
class AuthStore {
  private state: AuthState = emptyAuthState;
  private restoring: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<Listener>();

  constructor() {
    this.reload();
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stores the user of a login (guest or registered) and the login time. */
  login(user: User, now: number = Date.now()): void {
    this.set(authStateForLogin(user, now));
  }

  /** Replaces the user after a change on the server, keeping the session's other fields. */
  updateUser(user: User): void {
    const token = user.session_ktb_token ?? this.state.user?.session_ktb_token ?? null;
    this.set({
      ...this.state,
      user: { ...user, session_ktb_token: token },
      isGuest: user.is_guest,
      industry_types: user.industry_types,
    });
  }

  update(patch: Partial<Omit<AuthState, 'user' | 'loginTime'>>): void {
    this.set({ ...this.state, ...patch });
  }

  clear(): void {
    this.set(emptyAuthState);
  }

  /**
   * Reads the stored session: at start, and when another tab wrote one, so all tabs share one
   * session. A stored session is read once its check has loaded (see `whenRestored`).
   */
  reload(): void {
    const raw = readStorage(AUTH_STORAGE_KEY);
    const schema = storedSession.loaded();
    if (raw !== null && !schema) {
      this.restoring = storedSession.load().then(
        () => this.reload(),
        // Offline before the check was ever cached: the app starts without the stored session.
        (error: unknown) => console.warn(error),
      );
      return;
    }
    this.state = raw === null || !schema ? emptyAuthState : parseStoredState(raw, schema);
    writeSessionHint(this.state.user !== null);
    this.emit();
  }

  /** Resolves once the stored session has been read: at once when none is stored. */
  whenRestored(): Promise<void> {
    return this.restoring;
  }

  private set(next: AuthState): void {
    this.state = next;
    writeStorage(AUTH_STORAGE_KEY, next.user === null ? null : JSON.stringify(next));
    writeSessionHint(next.user !== null);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const authStore = new AuthStore();

export function getSessionToken(): string | null {
  return authStore.getState().user?.session_ktb_token ?? null;
}
