import type { FilterExpression, Language } from '../../../common/generated/types.js';
import type { Queryable } from '../../db/connection.js';
import { compileFilter, requiresValueOf } from '../../filter/compile-filter.js';
import { compileSort } from '../../filter/compile-sort.js';
import type { SearchResource } from '../../filter/search-resource.js';
import { SqlParams } from '../../filter/sql-params.js';
import { BOOTH_CARD_COLUMNS, BOOTHS_WITH_EXHIBITOR, type BoothCardRow } from './booth-card.js';
import { boothResource } from './booth-resource.js';
import { EXHIBITOR_CARD_COLUMNS, type ExhibitorCardRow } from './exhibitor-card.js';
import { exhibitorResource } from './exhibitor-resource.js';
import { boothMatch, exhibitorMatch, productMatch, type KeywordMatch } from './keyword-match.js';
import type { RowPage } from './paged-query.js';
import { PRODUCT_CARD_COLUMNS, PRODUCTS_WITH_EXHIBITOR, type ProductCardRow } from './product-card.js';
import { PRODUCT_RESOURCES } from './product-resource.js';
import { queryWindow } from './windowed-query.js';

/**
 * How many matches of a search a visitor can page through (50 pages of 20), and the most its totalElements
 * says: a fair of 3 million products has 50 000 of them for "vase", which no one reads to the end and which
 * would take 400 ms to count (windowed-query.ts). Search engines bound it alike (10 000 by default).
 */
export const SEARCH_RESULT_WINDOW = 1000;

export interface CatalogSearch {
  /** Trimmed; blank only for exhibitors, then every exhibitor matches. */
  keyword: string;
  /** Picks the language the filter compares translated fields in. */
  language: Language;
  filter?: FilterExpression;
  sort?: string | string[];
  size: number;
  /** Zero-based page number. */
  page: number;
}

/** The epSearch results: one page of matches of a keyword, filtered and sorted over each type's allow-list. */
export interface SearchRepository {
  /** Products whose title or keywords (either language) contain the keyword, case-insensitively. */
  searchProducts(search: CatalogSearch): Promise<RowPage<ProductCardRow>>;
  /** Exhibitors whose name or main products (either language) contain the keyword, case-insensitively. */
  searchExhibitors(search: CatalogSearch): Promise<RowPage<ExhibitorCardRow>>;
  /** Booths whose number starts with the keyword, case-insensitively. */
  searchBooths(search: CatalogSearch): Promise<RowPage<BoothCardRow>>;
}

interface Source {
  columns: string;
  from: string;
  resource: SearchResource;
  matches(keyword: string, params: SqlParams): KeywordMatch;
  /** The filter fields whose columns the narrowing's index holds too (migration 029). */
  narrowingFields?: ReadonlySet<string>;
  defaultSort?: string;
}

const PRODUCTS = (language: Language): Source => ({
  columns: PRODUCT_CARD_COLUMNS,
  from: PRODUCTS_WITH_EXHIBITOR,
  resource: PRODUCT_RESOURCES[language],
  matches: productMatch,
  narrowingFields: new Set(['area', 'salesInfo.supplyType']),
  defaultSort: 'popularity,desc',
});

const EXHIBITORS: Source = {
  columns: EXHIBITOR_CARD_COLUMNS,
  from: 'exhibitors e',
  resource: exhibitorResource,
  matches: exhibitorMatch,
  defaultSort: 'popularity,desc',
};

const BOOTHS: Source = {
  columns: BOOTH_CARD_COLUMNS,
  from: BOOTHS_WITH_EXHIBITOR,
  resource: boothResource,
  matches: boothMatch,
};

export function createSearchRepository(db: Queryable, window = SEARCH_RESULT_WINDOW): SearchRepository {
  function search<Row>(source: Source, { keyword, filter, sort, size, page }: CatalogSearch): Promise<RowPage<Row>> {
    const params = new SqlParams();
    const { condition: match, narrowing } = keyword === '' ? { condition: 'TRUE' } : source.matches(keyword, params);
    const filtered = compileFilter(filter, source.resource, params);
    const orderBy = compileSort(sort ?? source.defaultSort, source.resource);
    const where = `${match} AND (${filtered})`;
    return queryWindow<Row>(db, {
      columns: source.columns,
      from: source.from,
      where,
      narrowing,
      narrowsPage: source.narrowingFields !== undefined && requiresValueOf(filter, source.narrowingFields),
      orderBy,
      key: source.resource.idColumn,
      params,
      size,
      page,
      window,
    });
  }

  return {
    searchProducts: (query) => search(PRODUCTS(query.language), query),
    searchExhibitors: (query) => search(EXHIBITORS, query),
    searchBooths: (query) => search(BOOTHS, query),
  };
}
