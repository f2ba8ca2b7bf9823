// What a visitor closes stays closed: for the browser session (the floating window, spec §2: sessionStorage,
// so a new tab or visit shows it again), or remembered for good (the register tip, spec §4: localStorage).
import { useCallback, useState } from 'react';
import { readStored, writeStored, type StorageArea } from './browser-storage';

const DISMISSED = 'dismissed';
const keyOf = (name: string) => `dismissedForSession.${name}`;
const rememberedKeyOf = (name: string) => `dismissed.${name}`;

function useDismissal(area: StorageArea, key: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => readStored(area, key) === DISMISSED);
  const dismiss = useCallback(() => {
    writeStored(area, key, DISMISSED);
    setDismissed(true);
  }, [area, key]);
  return [dismissed, dismiss];
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
