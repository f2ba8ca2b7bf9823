import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchResults } from '../../platform/catalog';
import type { Language } from '../../../common/language';
import { serverPage, type Paging } from './paging-query';
import { ResultList } from './ResultList';
import { areaFilter, type ResultsQuery } from './results-query';
import { SearchHitCard, searchHitKey } from './SearchHitCard';

interface Props {
  siteId: string;
  language: Language;
  query: ResultsQuery;
  onPaging(paging: Paging): void;
}

/** One page of epSearch's results for the query, as cards of its type. */
export function SearchResults({ siteId, language, query, onPaging }: Props) {
  const intl = useIntl();
  const { type, keyword, area, paging } = query;
  const results = useSearchResults({ siteId, type, keyword, language, page: serverPage(paging), size: paging.size, filter: areaFilter(area) });
  return (
    <ResultList
      state={results}
      paging={paging}
      onPaging={onPaging}
      label={intl.formatMessage({ id: 'search-page.results' }, { keyword })}
      itemKey={searchHitKey}
      renderItem={(hit) => <SearchHitCard hit={hit} language={language} />}
      noResultHint={<FormattedMessage id="search-page.noResultHint" values={{ keyword }} />}
    />
  );
}
