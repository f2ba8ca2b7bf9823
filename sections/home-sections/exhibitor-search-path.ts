import type { Language } from '../../src/platform/language';
import { serializeQuery } from '../../src/platform/query-string';

/** Spec §2: search results take a type — 1 product, 2 exhibitor, 3 booth. This bar searches exhibitors. */
const EXHIBITOR_SEARCH_TYPE = 2;

/** The search results page for an exhibitor keyword, already trimmed and not blank. */
export function exhibitorSearchPath(language: Language, keyword: string): string {
  return `/m/${language}/search?${serializeQuery({ type: EXHIBITOR_SEARCH_TYPE, keyword })}`;
}
