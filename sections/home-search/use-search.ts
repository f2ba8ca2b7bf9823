import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { SectionTracker } from '../../src/engine/types';
import type { Language } from '../../src/platform/language';
import { showToast } from '../../src/platform/toast';
import { SEARCH_QUERY_TYPES, searchPageUrl, type SearchType } from '../../src/platform/search-page';

/** Spec §5: the keyword is trimmed; a blank one is refused with a toast, anything else opens the search page. */
export function useSearch(language: Language, track: SectionTracker): (type: SearchType, keyword: string) => void {
  const navigate = useNavigate();
  const intl = useIntl();
  return useCallback(
    (type, rawKeyword) => {
      const keyword = rawKeyword.trim();
      if (!keyword) {
        showToast(intl.formatMessage({ id: 'search.blankKeyword' }));
        return;
      }
      track.click({ type: SEARCH_QUERY_TYPES[type], keyword });
      navigate(searchPageUrl(language, type, keyword));
    },
    [intl, language, navigate, track],
  );
}
