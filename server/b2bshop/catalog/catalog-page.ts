import type { BoothSearchPage, ExhibitorSearchPage, Language, ProductSearchPage } from '../../../common/generated/types.js';
import { pageInfo } from '../../http/page-info.js';
import { toBoothCard, type BoothCardRow } from './booth-card.js';
import { toExhibitorCard, type ExhibitorCardRow } from './exhibitor-card.js';
import type { RowPage } from './paged-query.js';
import { toProductCard, type ProductCardRow } from './product-card.js';

/** The page asked for (its size and zero-based number) and the language of its cards. */
export interface PageRequest {
  size: number;
  page: number;
  language: Language;
}

export function toProductSearchPage({ rows, totalElements }: RowPage<ProductCardRow>, request: PageRequest): ProductSearchPage {
  return {
    _embedded: { 'b2b:listedProducts': rows.map((row) => toProductCard(row, request.language)) },
    page: pageInfo(totalElements, request.size, request.page),
  };
}

export function toExhibitorSearchPage({ rows, totalElements }: RowPage<ExhibitorCardRow>, request: PageRequest): ExhibitorSearchPage {
  return {
    _embedded: { 'b2b:exhibitors': rows.map((row) => toExhibitorCard(row, request.language)) },
    page: pageInfo(totalElements, request.size, request.page),
  };
}

export function toBoothSearchPage({ rows, totalElements }: RowPage<BoothCardRow>, request: PageRequest): BoothSearchPage {
  return {
    _embedded: { 'b2b:booths': rows.map((row) => toBoothCard(row, request.language)) },
    page: pageInfo(totalElements, request.size, request.page),
  };
}
