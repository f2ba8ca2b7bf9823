// Spec §3, §9: the keywords searched lately, one list per search type, most recent first, kept in local storage.
import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored } from './browser-storage';
import { SEARCH_HISTORY_SIZE } from '../../common/constants';
import { createListenerSet } from './listener-set';
import type { SearchType } from '../../common/search-page';

const EMPTY: readonly string[] = [];
const listeners = createListenerSet<void>('search');
/** The stored text last read per type and its keywords: a render gets the same array until the history changes. */
const lastRead = new Map<SearchType, { stored: string | null; keywords: readonly string[] }>();

const storageKey = (type: SearchType) => `searchHistory.${type}`;

/** The keywords in a stored value, or undefined when it is not JSON or not a list of strings. */
function keywordsIn(stored: string): readonly string[] | undefined {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every((keyword) => typeof keyword === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

function parse(type: SearchType, stored: string | null): readonly string[] {
  if (stored === null) return EMPTY;
  const keywords = keywordsIn(stored);
  if (keywords) return keywords.slice(0, SEARCH_HISTORY_SIZE);
  // Spec §8: corrupt search history is logged and treated as empty; the next search of the type overwrites it.
  console.warn(`[search] the ${type} search history in local storage is not a list of keywords; it is treated as empty:`, stored);
  return EMPTY;
}

export function readSearchHistory(type: SearchType): readonly string[] {
  const stored = readStored('local', storageKey(type));
  const last = lastRead.get(type);
  if (last?.stored === stored) return last.keywords;
  const keywords = parse(type, stored);
  lastRead.set(type, { stored, keywords });
  return keywords;
}

/** Puts a searched keyword first; searching it again moves it there (LED and led are one keyword: matching ignores case). */
export function recordSearch(type: SearchType, keyword: string): void {
  const same = keyword.toLowerCase();
  const keywords = [keyword, ...readSearchHistory(type).filter((recent) => recent.toLowerCase() !== same)].slice(0, SEARCH_HISTORY_SIZE);
  writeStored('local', storageKey(type), JSON.stringify(keywords));
  listeners.emit();
}

export function clearSearchHistory(type: SearchType): void {
  removeStored('local', storageKey(type));
  listeners.emit();
}

/** The type's history, rendered again when a search is recorded or the history cleared; none on the server. */
export function useSearchHistory(type: SearchType): readonly string[] {
  return useSyncExternalStore(
    listeners.add,
    () => readSearchHistory(type),
    () => EMPTY,
  );
}
