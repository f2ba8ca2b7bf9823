// The portal's reads and writes of the browser's storage. Storage can be unavailable (private browsing,
// blocked site data, a full quota): the value is then kept in memory for this page's life instead, so a
// choice still holds until reload. That fallback is said once in the console, not on every call.
export type StorageArea = 'local' | 'session';

const KEY_PREFIX = 'portal.';
const memory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };
let unavailabilityLogged = false;

function storageOf(area: StorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

function logUnavailableOnce(error: unknown): void {
  if (!unavailabilityLogged) console.warn('[storage] browser storage is unavailable; choices last until reload', error);
  unavailabilityLogged = true;
}

export function readStored(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area).getItem(KEY_PREFIX + key) ?? memory[area].get(key) ?? null;
  } catch (error) {
    logUnavailableOnce(error);
    return memory[area].get(key) ?? null;
  }
}

export function writeStored(area: StorageArea, key: string, value: string): void {
  try {
    storageOf(area).setItem(KEY_PREFIX + key, value);
  } catch (error) {
    logUnavailableOnce(error);
    memory[area].set(key, value);
  }
}

export function removeStored(area: StorageArea, key: string): void {
  memory[area].delete(key);
  try {
    storageOf(area).removeItem(KEY_PREFIX + key);
  } catch (error) {
    logUnavailableOnce(error);
  }
}
