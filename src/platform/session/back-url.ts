// Spec §4: logout stores a back-URL, the page to return to at the next login (when the login page has no
// redirect_uri of its own).
import { readStored, removeStored, writeStored } from '../browser-storage';

const BACK_URL_KEY = 'session.backUrl';

export function storeBackUrl(url: string): void {
  writeStored('local', BACK_URL_KEY, url);
}

export function readBackUrl(): string | null {
  return readStored('local', BACK_URL_KEY);
}

/** The stored back-URL, forgotten once used. */
export function takeBackUrl(): string | null {
  const url = readBackUrl();
  if (url !== null) removeStored('local', BACK_URL_KEY);
  return url;
}
