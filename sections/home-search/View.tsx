import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SectionProps } from '../../src/engine/types';
import type { HomeSearchData } from '../../src/generated/types';
import type { MessageId } from '../../src/platform/i18n/messages';
import { SEARCH_QUERY_TYPES, type SearchType } from '../../src/platform/search-page';
import { useSearch } from '../../src/platform/use-search';
import { HotKeywords } from './HotKeywords';
import { SearchTypeSelector } from './SearchTypeSelector';
import { searchTypesOf } from './search-types';
import styles from './View.module.css';

/** Spec §5: the booth placeholder shows the expected format (1.1A01). */
const PLACEHOLDERS: Record<SearchType, MessageId> = {
  product: 'home-search.placeholder.product',
  exhibitor: 'home-search.placeholder.exhibitor',
  booth: 'home-search.placeholder.booth',
};

export default function HomeSearchView({ data, context, track }: SectionProps<HomeSearchData>) {
  const intl = useIntl();
  const [type, setType] = useState<SearchType>('product');
  const [keyword, setKeyword] = useState('');
  const reportSearch = useCallback((searched: SearchType, kw: string) => track.click({ type: SEARCH_QUERY_TYPES[searched], keyword: kw }), [track]);
  const search = useSearch(context.language, reportSearch);
  return (
    <div className={styles.band}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search(type, keyword);
        }}
      >
        <SearchTypeSelector types={searchTypesOf(data)} value={type} onChange={setType} />
        <div className={styles.bar}>
          <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden>
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            className={styles.input}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={intl.formatMessage({ id: PLACEHOLDERS[type] })}
            aria-label={intl.formatMessage({ id: 'home-search.keywordLabel' })}
          />
          <button className={styles.submit} type="submit">
            <FormattedMessage id="home-search.submit" />
          </button>
        </div>
      </form>
      {/* Spec §5: booth search offers no suggestions, so no hot keywords either. */}
      {type !== 'booth' && <HotKeywords keywords={data.hotKeywords ?? []} onPick={(hot) => search(type, hot)} />}
    </div>
  );
}
