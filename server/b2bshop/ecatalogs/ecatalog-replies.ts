import type { ECatalogCard, ECatalogDetail, ECatalogPage, Language } from '../../../common/generated/types.js';
import { pageInfo } from '../../http/page-info.js';
import { textIn } from '../catalog/catalog-text.js';
import type { PageRequest } from '../catalog/catalog-page.js';
import type { RowPage } from '../catalog/paged-query.js';
import { toProductCard } from '../catalog/product-card.js';
import type { ECatalogDetailRow, ECatalogPageRow, ECatalogRow } from './ecatalog-repository.js';

export function toECatalogCard(row: ECatalogRow, language: Language): ECatalogCard {
  return {
    id: row.id,
    shopCode: row.shop_code,
    exhibitorName: textIn(row.exhibitor_name, language),
    category: row.category as ECatalogCard['category'],
    title: textIn(row.title, language),
    coverUrl: row.cover_url,
    pageCount: row.page_count,
    publishedAt: row.published_at,
  };
}

export function toECatalogPage({ rows, totalElements }: RowPage<ECatalogRow>, request: PageRequest): ECatalogPage {
  return {
    _embedded: { 'b2b:eCatalogs': rows.map((row) => toECatalogCard(row, request.language)) },
    page: pageInfo(totalElements, request.size, request.page),
  };
}

export function toECatalogDetail(row: ECatalogDetailRow, pages: ECatalogPageRow[], language: Language): ECatalogDetail {
  return {
    catalog: toECatalogCard(row, language),
    summary: textIn(row.summary, language),
    exhibitorLogoUrl: row.exhibitor_logo_url,
    pages: pages.map((page) =>
      page.product
        ? { kind: 'product', product: toProductCard(page.product, language) }
        : { kind: 'image', imageUrl: page.image_url, caption: textIn(page.caption, language) },
    ),
  };
}
