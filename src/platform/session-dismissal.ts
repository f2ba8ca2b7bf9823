// What a visitor closes (the floating window, spec §2) stays closed until the browser session ends:
// remembered in sessionStorage, so a new tab or visit shows it again.
import { useCallback, useState } from 'react';
import { readStored, writeStored } from './browser-storage';

const DISMISSED = 'dismissed';
const keyOf = (name: string) => `dismissedForSession.${name}`;

export function isDismissedForSession(name: string): boolean {
  return readStored('session', keyOf(name)) === DISMISSED;
}

export function dismissForSession(name: string): void {
  writeStored('session', keyOf(name), DISMISSED);
}

/** Whether the named thing was closed in this session, and how to close it. */
export function useSessionDismissal(name: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => isDismissedForSession(name));
  const dismiss = useCallback(() => {
    dismissForSession(name);
    setDismissed(true);
  }, [name]);
  return [dismissed, dismiss];
}
