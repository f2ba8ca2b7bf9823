// What a visitor closes stays closed: for the browser session (the floating window, spec §2: sessionStorage,
// so a new tab or visit shows it again), or remembered for good (the register tip, spec §4: localStorage).
import { useCallback, useState } from 'react';
import { readStored, writeStored, type StorageArea } from './browser-storage';
import { useHydrated } from './use-hydrated';

const DISMISSED = 'dismissed';
const keyOf = (name: string) => `dismissedForSession.${name}`;
const rememberedKeyOf = (name: string) => `dismissed.${name}`;

/** Closed until hydrated: the server cannot know, and the browser's first render must say what the server said. */
function useDismissal(area: StorageArea, key: string): [dismissed: boolean, dismiss: () => void] {
  const hydrated = useHydrated();
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismiss = useCallback(() => {
    writeStored(area, key, DISMISSED);
    setDismissedNow(true);
  }, [area, key]);
  return [!hydrated || dismissedNow || readStored(area, key) === DISMISSED, dismiss];
}

export function isDismissedForSession(name: string): boolean {
  return readStored('session', keyOf(name)) === DISMISSED;
}

export function dismissForSession(name: string): void {
  writeStored('session', keyOf(name), DISMISSED);
}

/** Whether the named thing was closed in this session, and how to close it. */
export function useSessionDismissal(name: string): [dismissed: boolean, dismiss: () => void] {
  return useDismissal('session', keyOf(name));
}

export function isDismissedForGood(name: string): boolean {
  return readStored('local', rememberedKeyOf(name)) === DISMISSED;
}

/** Whether the named thing was ever closed in this browser, and how to close it for good. */
export function useRememberedDismissal(name: string): [dismissed: boolean, dismiss: () => void] {
  return useDismissal('local', rememberedKeyOf(name));
}
