// Spec §3, §7: the autocomplete of the search input — suggestions for what is typed, the type's recent searches
// ranked first by the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '../../common/generated/types';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_SIZE } from '../../common/constants';
import type { Language } from '../../common/language';
import { requestCheckedLazily } from './lazy-request';
import { useSearchHistory } from './search-history';
import type { SearchType } from '../../common/search-page';
import { useDebouncedValue } from './use-debounced-value';

export type { Suggestion };

export interface SuggestRequest {
  siteId: string;
  language: Language;
  /** Trimmed and not blank. */
  q: string;
  /** Most recent first. */
  history: readonly string[];
}

const NO_SUGGESTIONS: readonly Suggestion[] = [];

export const suggestPath = (siteId: string) => `/b2bshop/api/industrySites/${encodeURIComponent(siteId)}/listedProducts/complete/suggest`;

export const suggestionKeys = {
  all: ['suggestions'] as const,
  list: ({ siteId, language, q, history }: SuggestRequest) => [...suggestionKeys.all, siteId, language, q, history.join(',')] as const,
};

/** A failed call shows no toast: the input then simply offers no suggestions. */
export async function fetchSuggestions({ siteId, language, q, history }: SuggestRequest, signal?: AbortSignal): Promise<readonly Suggestion[]> {
  return requestCheckedLazily(
    {
      method: 'POST',
      url: suggestPath(siteId),
      data: { q, history: history.join(','), lang: language, size: AUTOCOMPLETE_SIZE },
      signal,
      suppressErrorToast: true,
    },
    () => import('../../common/generated/validators/validateSuggestReply.js').then((module) => module.validateSuggestReply),
    'suggest reply',
  );
}

/**
 * The suggestions for the input, asked for once it has held still for 100 ms (spec §9). Each input has its own
 * cache entry, so a late reply to an older input never replaces the suggestions of a newer one; while the newer
 * one loads, the last suggestions stay. Spec §5: nothing for booth search, nothing for a blank input.
 */
export function useSuggestions(siteId: string, language: Language, type: SearchType, input: string): readonly Suggestion[] {
  const typed = input.trim();
  const q = useDebouncedValue(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  const history = useSearchHistory(type);
  const offered = type !== 'booth' && typed !== '';
  const request: SuggestRequest = { siteId, language, q, history };
  const { data } = useQuery({
    queryKey: suggestionKeys.list(request),
    queryFn: ({ signal }) => fetchSuggestions(request, signal),
    enabled: offered && q !== '',
    // A suggestion retried is a suggestion too late: the next keystroke asks again anyway.
    retry: false,
    placeholderData: keepPreviousData,
  });
  return offered ? (data ?? NO_SUGGESTIONS) : NO_SUGGESTIONS;
}
