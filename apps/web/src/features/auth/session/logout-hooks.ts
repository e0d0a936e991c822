type LogoutHook = () => void | Promise<void>;

const hooks = new Set<LogoutHook>();

/**
 * Lets other features clear their state when the session ends (logout, session expired):
 * cart, vouchers, checkout, the query cache. Returns the function that leaves the registry.
 */
export function onLogout(hook: LogoutHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every hook; one failing hook does not keep the others from clearing their state. */
export async function runLogoutHooks(): Promise<void> {
  const results = await Promise.allSettled([...hooks].map(async (hook) => hook()));
  for (const result of results) {
    if (result.status === 'rejected') console.error(result.reason);
  }
}
