// Spec §2: the search results page takes a query type (1 product, 2 exhibitor, 3 booth) and a keyword.
import type { Language } from './language';
import { pagePath } from './pages';

export const SEARCH_QUERY_TYPES = { product: 1, exhibitor: 2, booth: 3 } as const;

export type SearchType = keyof typeof SEARCH_QUERY_TYPES;

/** The search results page for a keyword that is already trimmed and not blank (spec §5). */
export function searchPageUrl(language: Language, type: SearchType, keyword: string): string {
  return pagePath('search', { language, query: { type: SEARCH_QUERY_TYPES[type], keyword } });
}
