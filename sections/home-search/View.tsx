import { useCallback, useState } from 'react';
import type { SectionProps } from '../../src/engine/types';
import type { HomeSearchData } from '../../common/generated/types';
import { SEARCH_QUERY_TYPES, type SearchType } from '../../common/search-page';
import { searchTypesOf } from '../../src/platform/search-types';
import { useSearch } from '../../src/platform/use-search';
import { SearchForm } from '../../src/ui/search/SearchForm';
import { HotKeywords } from './HotKeywords';

export default function HomeSearchView({ data, context, track }: SectionProps<HomeSearchData>) {
  const [type, setType] = useState<SearchType>('product');
  const reportSearch = useCallback((searched: SearchType, kw: string) => track.click({ type: SEARCH_QUERY_TYPES[searched], keyword: kw }), [track]);
  const search = useSearch(context.language, reportSearch);
  return (
    <SearchForm siteId={context.industrySiteId} language={context.language} types={searchTypesOf(data)} type={type} onTypeChange={setType} onSearch={search}>
      {/* Spec §5: booth search offers no suggestions, so no hot keywords either. */}
      {type !== 'booth' && <HotKeywords keywords={data.hotKeywords ?? []} onPick={(hot) => search(type, hot)} />}
    </SearchForm>
  );
}
