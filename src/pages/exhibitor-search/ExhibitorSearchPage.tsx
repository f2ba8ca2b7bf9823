import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useHomePageConfig } from '../../engine/home-page-config';
import { useSearchResults } from '../../platform/catalog';
import { FREQUENT_EXHIBITOR_SESSIONS } from '../../../common/constants';
import type { Language } from '../../../common/language';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { AreaFilter } from '../search/AreaFilter';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { BADGE_LABELS } from '../search/ExhibitorBadges';
import { FilterSelect } from '../search/FilterSelect';
import { KeywordBox } from '../search/KeywordBox';
import { serverPage, withFilter, withPaging } from '../search/paging-query';
import { ResultList } from '../search/ResultList';
import { SearchHitCard, searchHitKey } from '../search/SearchHitCard';
import { useLanguage } from '../use-language';
import { exhibitorSearchFilter, readExhibitorSearchQuery } from './exhibitor-search-query';
import styles from './ExhibitorSearchPage.module.css';

/**
 * Spec §2 /detailed: the exhibitor search — every exhibitor of the industry site (epSearch, query type 2), narrowed
 * by a keyword, an exhibition area and a badge, a page at a time; all of it in the page's query.
 */
export function ExhibitorSearchPage() {
  const language = useLanguage();
  const pageConfig = useHomePageConfig(language);
  return (
    <CatalogPageLayout language={language} title="exhibitor-search.title">
      {pageConfig.isError && <LoadFailed onReload={() => void pageConfig.refetch()} />}
      {pageConfig.isPending && <ListLoading />}
      {pageConfig.data && <ExhibitorSearch language={language} siteId={pageConfig.data.industrySite.id} />}
    </CatalogPageLayout>
  );
}

function ExhibitorSearch({ language, siteId }: { language: Language; siteId: string }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = readExhibitorSearchQuery(params);
  const { keyword, area, badge, paging } = query;
  const results = useSearchResults({
    siteId,
    type: 'exhibitor',
    keyword,
    language,
    page: serverPage(paging),
    size: paging.size,
    filter: exhibitorSearchFilter(query),
  });
  const badges = BADGE_LABELS.map(([name, label]) => ({ value: name, label: intl.formatMessage({ id: label }, { sessions: FREQUENT_EXHIBITOR_SESSIONS }) }));
  return (
    <main className={styles.main}>
      {/* Remounted by a new keyword, so the box shows what the list is filtered by. */}
      <KeywordBox key={keyword} keyword={keyword} label="exhibitor-search.keyword" onKeyword={(next) => setParams(withFilter(params, 'keyword', next))} />
      <AreaFilter value={area} onChange={(next) => setParams(withFilter(params, 'area', next))} />
      <FilterSelect label="exhibitor-search.badge" value={badge} options={badges} onChange={(next) => setParams(withFilter(params, 'badge', next))} />
      <ResultList
        state={results}
        paging={paging}
        onPaging={(next) => setParams(withPaging(params, next))}
        label={intl.formatMessage({ id: 'exhibitor-search.results' })}
        itemKey={searchHitKey}
        renderItem={(hit) => <SearchHitCard hit={hit} language={language} />}
        noResultHint={intl.formatMessage({ id: 'exhibitor-search.noResultHint' })}
      />
    </main>
  );
}
