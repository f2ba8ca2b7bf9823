// The language the visitor last chose, by opening a page under /m/{lang} (or /{lang}). Pages whose path has
// no language segment — the instant-message page (spec §2) — use it when no login status names one.
import { readStored, writeStored } from './browser-storage';
import { isLanguage, type Language } from '../../common/language';

const STORAGE_KEY = 'language';

export function rememberLanguage(language: Language): void {
  writeStored('local', STORAGE_KEY, language);
}

/** The stored choice; none when there is none yet or it is not a language of the portal. */
export function rememberedLanguage(): Language | undefined {
  const stored = readStored('local', STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}
