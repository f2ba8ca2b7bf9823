// The language the visitor last chose, by opening a page under /m/{lang} (or /{lang}). Pages whose path has
// no language segment — the instant-message page (spec §2) — use it when no login status names one; the server
// reads the same choice from a cookie to redirect / and the footer's language-less addresses (issue 29).
import { readStored, writeStored } from './browser-storage';
import { isLanguage, type Language } from '../../common/language';
import { LANGUAGE_COOKIE, negotiateLanguage } from '../../common/language-negotiation';

const STORAGE_KEY = 'language';

/** A year: a visitor who comes back next season still opens the portal in their language. */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Kept in the browser and, for the server's redirects of language-less addresses (issue 29), in a cookie. */
export function rememberLanguage(language: Language): void {
  writeStored('local', STORAGE_KEY, language);
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`;
  } catch {
    // A browser that refuses cookies still has the stored choice.
  }
}

/** The language of a visitor who has chosen none here: the browser's, as the server negotiates it. */
export function visitorLanguage(): Language {
  // Rendered on the server too (no navigator there): then only a remembered choice counts.
  const browser = typeof navigator === 'undefined' ? undefined : navigator.languages?.join(',') || navigator.language;
  return negotiateLanguage({ chosen: rememberedLanguage(), acceptLanguage: browser });
}

/** The stored choice; none when there is none yet or it is not a language of the portal. */
export function rememberedLanguage(): Language | undefined {
  const stored = readStored('local', STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}
