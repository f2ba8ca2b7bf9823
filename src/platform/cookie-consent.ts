// Spec §2, §7: the visitor's cookie/privacy choice. Remembered in local storage, given to analytics (nothing
// is sent before Allow, nothing after Deny), reported to the server's consent counts, and read back when the
// portal starts. The footer's Cookie settings button opens the bar again to change it (issue 29).
import { useSyncExternalStore } from 'react';
import { getAnalyticsConsent, setAnalyticsConsent, type AnalyticsConsent } from './analytics';
import { readStored, writeStored } from './browser-storage';
import { reportConsentChoice } from './consent-report';

const STORAGE_KEY = 'cookieConsent';

type Listener = () => void;
const listeners = new Set<Listener>();
/** The visitor asked to see the bar again (the footer's Cookie settings), until they choose. */
let reopened = false;

function notify(): void {
  for (const listener of listeners) listener();
}

function isConsent(value: unknown): value is AnalyticsConsent {
  return value === 'allow' || value === 'deny';
}

/** The visitor's choice, or undefined while they have not made one. */
export function cookieConsentChoice(): AnalyticsConsent | undefined {
  const stored = readStored('local', STORAGE_KEY);
  return isConsent(stored) ? stored : undefined;
}

/**
 * Remembers the choice, gives it to analytics at once and closes the bar. A choice other than the one remembered
 * is reported to the server's counts; choosing the same again through Cookie settings is not counted twice.
 */
export function chooseCookieConsent(choice: AnalyticsConsent): void {
  const previous = cookieConsentChoice();
  setAnalyticsConsent(choice);
  writeStored('local', STORAGE_KEY, choice);
  reopened = false;
  notify();
  if (previous !== choice) reportConsentChoice(choice);
}

/** At start: a choice made on an earlier visit applies before the first event is tracked. */
export function restoreCookieConsent(): AnalyticsConsent | undefined {
  const choice = cookieConsentChoice();
  if (choice) setAnalyticsConsent(choice);
  return choice;
}

/**
 * A page whose settings hide the consent bar: its operator's default applies while the visitor has not chosen
 * (their own choice always wins). It is not remembered; the returned function undoes it when the page goes.
 */
export function applyCookieConsentDefault(choice: AnalyticsConsent): () => void {
  if (cookieConsentChoice()) return () => undefined;
  setAnalyticsConsent(choice);
  return () => {
    if (!cookieConsentChoice() && getAnalyticsConsent() === choice) setAnalyticsConsent(undefined);
  };
}

/** The footer's Cookie settings: shows the bar again, even on a page whose settings hide it. */
export function openCookieSettings(): void {
  reopened = true;
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isReopened = () => reopened;

/** The current choice, re-rendering its readers when it is made. */
export function useCookieConsentChoice(): AnalyticsConsent | undefined {
  return useSyncExternalStore(subscribe, cookieConsentChoice, () => undefined);
}

/** Whether the visitor opened the bar again from Cookie settings and has not chosen since. */
export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(subscribe, isReopened, () => false);
}
