import type { BoothSearchPage, CatalogPageInfo, ExhibitorSearchPage, Language, ProductSearchPage } from '../../../src/generated/types.js';
import { toBoothCard, type BoothCardRow } from './booth-card.js';
import { toExhibitorCard, type ExhibitorCardRow } from './exhibitor-card.js';
import type { RowPage } from './paged-query.js';
import { toProductCard, type ProductCardRow } from './product-card.js';

/** Where a page lies: its size, the total of matches, how many pages they fill, its zero-based number. */
export interface PageRequest {
  size: number;
  page: number;
  language: Language;
}

function pageInfo(totalElements: number, { size, page }: PageRequest): CatalogPageInfo {
  return { size, totalElements, totalPages: Math.ceil(totalElements / size), number: page };
}

export function toProductSearchPage({ rows, totalElements }: RowPage<ProductCardRow>, request: PageRequest): ProductSearchPage {
  return {
    _embedded: { 'b2b:listedProducts': rows.map((row) => toProductCard(row, request.language)) },
    page: pageInfo(totalElements, request),
  };
}

export function toExhibitorSearchPage({ rows, totalElements }: RowPage<ExhibitorCardRow>, request: PageRequest): ExhibitorSearchPage {
  return {
    _embedded: { 'b2b:exhibitors': rows.map((row) => toExhibitorCard(row, request.language)) },
    page: pageInfo(totalElements, request),
  };
}

export function toBoothSearchPage({ rows, totalElements }: RowPage<BoothCardRow>, request: PageRequest): BoothSearchPage {
  return {
    _embedded: { 'b2b:booths': rows.map((row) => toBoothCard(row, request.language)) },
    page: pageInfo(totalElements, request),
  };
}
