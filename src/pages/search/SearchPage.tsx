import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useHomePageConfig } from '../../engine/home-page-config';
import { track } from '../../platform/analytics';
import type { Language } from '../../../common/language';
import { SEARCH_QUERY_TYPES, type SearchType } from '../../../common/search-page';
import { searchTypesOfPage } from './page-search-types';
import { useSearch } from '../../platform/use-search';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { SearchForm } from '../../ui/search/SearchForm';
import { useLanguage } from '../use-language';
import { AreaFilter } from './AreaFilter';
import { CatalogPageLayout } from './CatalogPageLayout';
import { withPaging } from './paging-query';
import { isAreaFiltered, readResultsQuery, withArea, type ResultsQuery } from './results-query';
import { SearchResults } from './SearchResults';
import styles from './SearchPage.module.css';

/**
 * Spec §2: the search results page (epSearch) at /m/{lang}/search?type=&keyword=. The site to search and the
 * types offered come from the page configuration, as on the home page.
 */
export function SearchPage() {
  const language = useLanguage();
  const pageConfig = useHomePageConfig(language);
  return (
    <CatalogPageLayout language={language} title="search-page.title">
      {pageConfig.isError && <LoadFailed onReload={() => void pageConfig.refetch()} />}
      {pageConfig.isPending && <ListLoading />}
      {pageConfig.data && <Search language={language} siteId={pageConfig.data.industrySite.id} types={searchTypesOfPage(pageConfig.data)} />}
    </CatalogPageLayout>
  );
}

interface SearchProps {
  language: Language;
  siteId: string;
  types: readonly SearchType[];
}

function Search({ language, siteId, types }: SearchProps) {
  const [params, setParams] = useSearchParams();
  const query = readResultsQuery(params, types);
  // Spec §7: a new search from this page is reported as the home page's search block reports its own.
  const report = useCallback((type: SearchType, keyword: string) => track('search_click', { page: 'search', type: SEARCH_QUERY_TYPES[type], keyword }), []);
  const search = useSearch(language, report);
  return (
    <>
      {/* A new search remounts the form, so it shows the type and keyword searched. */}
      <ResultsSearchForm key={`${query.type}:${query.keyword}`} siteId={siteId} language={language} types={types} query={query} onSearch={search} />
      <main className={styles.main}>
        {isAreaFiltered(query.type) && <AreaFilter value={query.area} onChange={(area) => setParams(withArea(params, area))} />}
        {query.keyword ? (
          <SearchResults siteId={siteId} language={language} query={query} onPaging={(paging) => setParams(withPaging(params, paging))} />
        ) : (
          <p className={styles.prompt}>
            <FormattedMessage id="search.blankKeyword" />
          </p>
        )}
      </main>
    </>
  );
}

interface FormProps extends SearchProps {
  query: ResultsQuery;
  onSearch(type: SearchType, keyword: string): void;
}

/** The shared search form, prefilled with what was searched; the type chosen applies to the next search. */
function ResultsSearchForm({ siteId, language, types, query, onSearch }: FormProps) {
  const [type, setType] = useState(query.type);
  return <SearchForm siteId={siteId} language={language} types={types} type={type} onTypeChange={setType} initialKeyword={query.keyword} onSearch={onSearch} />;
}
