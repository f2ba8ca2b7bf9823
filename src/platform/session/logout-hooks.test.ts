import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLogout, runLogoutHooks } from './logout-hooks';

const unregister: Array<() => void> = [];
afterEach(() => {
  for (const off of unregister.splice(0)) off();
  vi.restoreAllMocks();
});

describe('logout hooks', () => {
  it('runs every registered hook at logout and waits for them (the IM client logs out here)', async () => {
    const steps: string[] = [];
    unregister.push(onLogout(() => void steps.push('notifications')));
    unregister.push(
      onLogout(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        steps.push('im');
      }),
    );
    await runLogoutHooks();
    expect(steps.sort()).toEqual(['im', 'notifications']);
  });

  it('stops running a hook once it is unregistered', async () => {
    const hook = vi.fn();
    onLogout(hook)();
    await runLogoutHooks();
    expect(hook).not.toHaveBeenCalled();
  });

  it('logs a failing hook and still runs the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    unregister.push(onLogout(() => Promise.reject(new Error('IM is down'))));
    unregister.push(onLogout(after));
    await expect(runLogoutHooks()).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('[session] a logout hook failed:', expect.any(Error));
  });
});
