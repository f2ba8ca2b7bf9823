import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import { pageConfigKeys } from '../../engine/page-config';
import { catalogKeys, searchResultsOf, type SearchRequest } from '../../platform/catalog';
import type { Language } from '../../../common/language';
import { HOME_PAGE } from '../../../common/pages';
import { SearchPage } from './SearchPage';
import seedPageEn from '../../../fixtures/seed/page-configs.mobile-home.en-US.json';
import seedPageZh from '../../../fixtures/seed/page-configs.mobile-home.zh-CN.json';
import productsEn from '../../../fixtures/catalog/product-search-page.many.en-US.json';
import productsZh from '../../../fixtures/catalog/product-search-page.many.zh-CN.json';
import noProducts from '../../../fixtures/catalog/product-search-page.empty.json';
import exhibitorsEn from '../../../fixtures/catalog/exhibitor-search-page.many.en-US.json';
import boothsEn from '../../../fixtures/catalog/booth-search-page.many.en-US.json';

const SEED_PAGES = { 'en-US': seedPageEn, 'zh-CN': seedPageZh };

/** The results page at `query`, its page configuration and first page of results answered from fixtures. */
function SearchPageAt({
  language = 'en-US',
  query,
  request,
  reply,
}: {
  language?: Language;
  query: string;
  request: Omit<SearchRequest, 'siteId' | 'language' | 'page' | 'size'>;
  reply: unknown;
}) {
  const results = catalogKeys.search({ siteId: '1001', language, page: 0, size: 20, ...request });
  return (
    <CatalogPageFrame
      path={`/m/${language}/search?${query}`}
      route="/m/:lang/search"
      page={<SearchPage />}
      data={[
        [pageConfigKeys.page(HOME_PAGE, language), SEED_PAGES[language]],
        [results, searchResultsOf(request.type, reply)],
      ]}
    />
  );
}

export const Products: Story = () => <SearchPageAt query="type=1&keyword=led" request={{ type: 'product', keyword: 'led' }} reply={productsEn} />;

/** Exhibitors can be narrowed to an area (A–D). */
export const Exhibitors: Story = () => <SearchPageAt query="type=2&keyword=co" request={{ type: 'exhibitor', keyword: 'co' }} reply={exhibitorsEn} />;

export const Booths: Story = () => <SearchPageAt query="type=3&keyword=1" request={{ type: 'booth', keyword: '1' }} reply={boothsEn} />;

export const NoResult: Story = () => <SearchPageAt query="type=1&keyword=zzzz" request={{ type: 'product', keyword: 'zzzz' }} reply={noProducts} />;

export const ProductsZhCN: Story = () => (
  <SearchPageAt language="zh-CN" query={`type=1&keyword=${encodeURIComponent('灯')}`} request={{ type: 'product', keyword: '灯' }} reply={productsZh} />
);
ProductsZhCN.meta = { language: 'zh-CN' };
