import type { User } from '@sauda/domain';
import { authStateForLogin, authStateSchema, emptyAuthState, type AuthState } from './auth-state';
import { readStorage, writeStorage } from './browser-storage';
import { writeSessionHint } from './session-hint';

export const AUTH_STORAGE_KEY = 'auth';

type Listener = () => void;

function load(): AuthState {
  const raw = readStorage(AUTH_STORAGE_KEY);
  if (raw === null) return emptyAuthState;
  try {
    const parsed = authStateSchema.safeParse(JSON.parse(raw));
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
  private state: AuthState = load();
  private readonly listeners = new Set<Listener>();

  constructor() {
    writeSessionHint(this.state.user !== null);
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

  /** Picks up what another tab wrote, so all tabs share one session. */
  reload(): void {
    this.state = load();
    writeSessionHint(this.state.user !== null);
    this.emit();
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
