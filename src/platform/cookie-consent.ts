// Spec §2, §7: the visitor's cookie/privacy choice. Remembered in local storage, reported to analytics as
// allow or deny (deny sends nothing from then on), and read back when the portal starts.
import { useSyncExternalStore } from 'react';
import { setAnalyticsConsent, type AnalyticsConsent } from './analytics';
import { readStored, writeStored } from './browser-storage';

const STORAGE_KEY = 'cookieConsent';

type Listener = () => void;
const listeners = new Set<Listener>();

function isConsent(value: unknown): value is AnalyticsConsent {
  return value === 'allow' || value === 'deny';
}

/** The visitor's choice, or undefined while they have not made one. */
export function cookieConsentChoice(): AnalyticsConsent | undefined {
  const stored = readStored('local', STORAGE_KEY);
  return isConsent(stored) ? stored : undefined;
}

/** Remembers the choice and reports it to analytics at once. */
export function chooseCookieConsent(choice: AnalyticsConsent): void {
  setAnalyticsConsent(choice);
  writeStored('local', STORAGE_KEY, choice);
  for (const listener of listeners) listener();
}

/** At start: a choice made on an earlier visit applies before the first event is tracked. */
export function restoreCookieConsent(): AnalyticsConsent | undefined {
  const choice = cookieConsentChoice();
  if (choice) setAnalyticsConsent(choice);
  return choice;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice, re-rendering its readers when it is made. */
export function useCookieConsentChoice(): AnalyticsConsent | undefined {
  return useSyncExternalStore(subscribe, cookieConsentChoice, () => undefined);
}
