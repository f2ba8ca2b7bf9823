// Spec §4: logout also logs out of the IM client. The IM (and anything else holding per-user state outside
// the query cache) registers here; logout runs every hook and waits for them.
export type LogoutHook = () => void | Promise<void>;

const hooks = new Set<LogoutHook>();

/** Runs `hook` at every logout until the returned function is called. */
export function onLogout(hook: LogoutHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/** Runs every hook; one that fails is logged and does not stop the others or the logout. */
export async function runLogoutHooks(): Promise<void> {
  const results = await Promise.allSettled([...hooks].map(async (hook) => hook()));
  for (const result of results) {
    if (result.status === 'rejected') console.error('[session] a logout hook failed:', result.reason);
  }
}
