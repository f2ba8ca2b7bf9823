import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Language } from '../../common/language';
import { recordSearch } from './search-history';
import { searchPageUrl, type SearchType } from '../../common/search-page';
import { showToast } from './toast';
import { hasChineseCharacters, toSimplifiedChinese } from './zh-converter';

/**
 * Spec §5: the keyword is trimmed; a blank one is refused with a toast, anything else opens the search
 * page — in simplified Chinese when it has Chinese characters (spec §7 converter; the keyword as typed
 * if that fails), and recorded in the type's search history as searched. `onSearch` hears each search that
 * goes ahead (where a section reports search_click).
 */
export function useSearch(language: Language, onSearch?: (type: SearchType, keyword: string) => void): (type: SearchType, keyword: string) => void {
  const navigate = useNavigate();
  const intl = useIntl();
  return useCallback(
    (type, rawKeyword) => {
      const keyword = rawKeyword.trim();
      if (!keyword) {
        showToast(intl.formatMessage({ id: 'search.blankKeyword' }));
        return;
      }
      onSearch?.(type, keyword);
      const open = (searched: string) => {
        recordSearch(type, searched);
        void navigate(searchPageUrl(language, type, searched));
      };
      if (hasChineseCharacters(keyword)) void toSimplifiedChinese(keyword).then(open);
      else open(keyword);
    },
    [intl, language, navigate, onSearch],
  );
}
