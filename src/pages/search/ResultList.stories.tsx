import type { Story } from '@ladle/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { searchResultsOf, type CatalogPage, type SearchHit } from '../../platform/catalog';
import type { Language } from '../../../common/language';
import type { SearchType } from '../../../common/search-page';
import { ResultList, type ListState } from './ResultList';
import { SearchHitCard, searchHitKey } from './SearchHitCard';
import productsEn from '../../../fixtures/catalog/product-search-page.many.en-US.json';
import productsZh from '../../../fixtures/catalog/product-search-page.many.zh-CN.json';
import lastProducts from '../../../fixtures/catalog/product-search-page.last.en-US.json';
import noProducts from '../../../fixtures/catalog/product-search-page.empty.json';
import exhibitorsEn from '../../../fixtures/catalog/exhibitor-search-page.many.en-US.json';
import boothsEn from '../../../fixtures/catalog/booth-search-page.many.en-US.json';

const loaded = (data: CatalogPage<SearchHit>): ListState<SearchHit> => ({
  data,
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  refetch: () => undefined,
});
const PENDING: ListState<SearchHit> = { data: undefined, isPending: true, isError: false, isPlaceholderData: false, refetch: () => undefined };
const FAILED: ListState<SearchHit> = { data: undefined, isPending: false, isError: true, isPlaceholderData: false, refetch: () => undefined };

/** A page of results with a pager that moves (the fixture stays the same page of items). */
function Results({ state, language = 'en-US', size = 10 }: { state: ListState<SearchHit>; language?: Language; size?: number }) {
  const [paging, setPaging] = useState({ page: (state.data?.page.number ?? 0) + 1, size });
  return (
    <div style={{ paddingTop: 12 }}>
      <ResultList
        state={state}
        paging={paging}
        onPaging={setPaging}
        label="Results"
        itemKey={searchHitKey}
        renderItem={(hit) => <SearchHitCard hit={hit} language={language} />}
        noResultHint={<FormattedMessage id="search-page.noResultHint" values={{ keyword: 'zzzz' }} />}
      />
    </div>
  );
}

const page = (type: SearchType, reply: unknown) => loaded(searchResultsOf(type, reply));

/** Spec §8: 'Loading...' while the first page loads. */
export const Loading: Story = () => <Results state={PENDING} />;

/** Spec §8: 'Request failed, click to reload'. */
export const Failed: Story = () => <Results state={FAILED} />;

/** Spec §9: 'No result', with the keyword searched. */
export const NoResult: Story = () => <Results state={page('product', noProducts)} />;

/** The first of five pages of products: total, page buttons, items per page, jump to … page. */
export const Products: Story = () => <Results state={page('product', productsEn)} />;

/** The last page ends with 'No More'. */
export const LastPage: Story = () => <Results state={page('product', lastProducts)} />;

/** Another page on its way: the shown one fades until it arrives. */
export const NextPageLoading: Story = () => <Results state={{ ...page('product', productsEn), isPlaceholderData: true }} />;

/** One page of exhibitors: 'No More' under it. */
export const Exhibitors: Story = () => <Results state={page('exhibitor', exhibitorsEn)} size={20} />;

export const Booths: Story = () => <Results state={page('booth', boothsEn)} size={20} />;

export const ProductsZhCN: Story = () => <Results state={page('product', productsZh)} language="zh-CN" />;
ProductsZhCN.meta = { language: 'zh-CN' };

export const NoResultZhCN: Story = () => <Results state={page('product', noProducts)} language="zh-CN" />;
NoResultZhCN.meta = { language: 'zh-CN' };

export const FailedZhCN: Story = () => <Results state={FAILED} language="zh-CN" />;
FailedZhCN.meta = { language: 'zh-CN' };
