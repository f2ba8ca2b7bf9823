// The catalogue calls (issue 5, README): the search results of epSearch by query type (spec §2), an exhibitor's
// shop with its products, and one product. Every reply is checked against its schema; the pages show their own
// failed and not-found states, so no call toasts.
import { hashKey, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { BoothCard, CatalogPageInfo, ExhibitorCard, ProductCard, ProductDetail, Shop } from '../../common/generated/types';
import {
  validateBoothSearchPage,
  validateExhibitorSearchPage,
  validateProductDetail,
  validateProductSearchPage,
  validateShop,
} from '../../common/generated/validators.js';
import type { FilterExpression } from '../../common/filter';
import { checkReply } from './invalid-reply';
import type { Language } from '../../common/language';
import { requestLazily } from './lazy-request';
import { retryUnlessNotFound } from './request-failure';
import { SEARCH_QUERY_TYPES, type SearchType } from '../../common/search-page';

/** One page of a list: its items and where it stands (size, totalElements, totalPages, 0-based number). */
export interface CatalogPage<T> {
  items: readonly T[];
  page: CatalogPageInfo;
}

/** One search result, tagged with its type so a list of them renders the right card. */
export type SearchHit = { type: 'product'; product: ProductCard } | { type: 'exhibitor'; exhibitor: ExhibitorCard } | { type: 'booth'; booth: BoothCard };

export interface SearchRequest {
  siteId: string;
  type: SearchType;
  /** Trimmed and not blank (spec §5); blank only to list every exhibitor (/detailed). */
  keyword: string;
  language: Language;
  /** 0-based, as the server counts. */
  page: number;
  size: number;
  filter?: FilterExpression | undefined;
}

export interface ShopProductsRequest {
  shopCode: string;
  language: Language;
  /** Only the products whose title or keywords hold it; none when blank. */
  keyword: string;
  page: number;
  size: number;
}

export interface ProductRequest {
  shopCode: string;
  productId: string;
  language: Language;
}

const segment = encodeURIComponent;

export const CATALOG_PATHS = {
  search: (siteId: string) => `/b2bshop/api/industrySites/${segment(siteId)}/epSearch`,
  shop: (shopCode: string) => `/b2bshop/api/shops/${segment(shopCode)}`,
  shopProducts: (shopCode: string) => `/b2bshop/api/shops/${segment(shopCode)}/listedProducts`,
  product: (shopCode: string, productId: string) => `/b2bshop/api/shops/${segment(shopCode)}/listedProducts/${segment(productId)}`,
};

export const catalogKeys = {
  all: ['catalog'] as const,
  // A list's keys end with its page and size (see isOtherPageOfSameList).
  search: ({ siteId, type, keyword, language, page, size, filter }: SearchRequest) =>
    [...catalogKeys.all, 'search', siteId, type, keyword, language, filter ?? null, page, size] as const,
  shop: (shopCode: string, language: Language) => [...catalogKeys.all, 'shop', shopCode, language] as const,
  shopProducts: ({ shopCode, language, keyword, page, size }: ShopProductsRequest) =>
    [...catalogKeys.all, 'shop', shopCode, language, 'products', keyword, page, size] as const,
  product: ({ shopCode, productId, language }: ProductRequest) => [...catalogKeys.all, 'shop', shopCode, language, 'product', productId] as const,
};

/** Each type's reply: its validator and how its items become search hits. */
const SEARCH_REPLIES: { [Type in SearchType]: (reply: unknown) => CatalogPage<SearchHit> } = {
  product(reply) {
    const { _embedded, page } = checkReply(validateProductSearchPage, reply, 'product search page');
    return { items: _embedded['b2b:listedProducts'].map((product) => ({ type: 'product', product })), page };
  },
  exhibitor(reply) {
    const { _embedded, page } = checkReply(validateExhibitorSearchPage, reply, 'exhibitor search page');
    return { items: _embedded['b2b:exhibitors'].map((exhibitor) => ({ type: 'exhibitor', exhibitor })), page };
  },
  booth(reply) {
    const { _embedded, page } = checkReply(validateBoothSearchPage, reply, 'booth search page');
    return { items: _embedded['b2b:booths'].map((booth) => ({ type: 'booth', booth })), page };
  },
};

/** epSearch's reply for the type as search hits; a reply of another shape throws an InvalidReplyError. */
export function searchResultsOf(type: SearchType, reply: unknown): CatalogPage<SearchHit> {
  return SEARCH_REPLIES[type](reply);
}

export async function fetchSearchResults(request: SearchRequest, signal?: AbortSignal): Promise<CatalogPage<SearchHit>> {
  const { siteId, type, keyword, language, page, size, filter } = request;
  const reply = await requestLazily<unknown>({
    url: CATALOG_PATHS.search(siteId),
    // No keyword only when the exhibitor search page lists every exhibitor.
    params: { type: SEARCH_QUERY_TYPES[type], ...(keyword ? { keyword } : {}), lang: language, page, size, ...(filter ? { filter } : {}) },
    suppressErrorToast: true,
    signal,
  });
  return searchResultsOf(type, reply);
}

export async function fetchShop(shopCode: string, language: Language, signal?: AbortSignal): Promise<Shop> {
  const reply = await requestLazily<unknown>({ url: CATALOG_PATHS.shop(shopCode), params: { lang: language }, suppressErrorToast: true, signal });
  return checkReply(validateShop, reply, 'shop');
}

/** A shop's products reply as a page of products; a reply of another shape throws an InvalidReplyError. */
export function shopProductsOf(reply: unknown): CatalogPage<ProductCard> {
  const { _embedded, page } = checkReply(validateProductSearchPage, reply, 'shop products page');
  return { items: _embedded['b2b:listedProducts'], page };
}

export async function fetchShopProducts(request: ShopProductsRequest, signal?: AbortSignal): Promise<CatalogPage<ProductCard>> {
  const { shopCode, language, keyword, page, size } = request;
  const reply = await requestLazily<unknown>({
    url: CATALOG_PATHS.shopProducts(shopCode),
    params: { lang: language, page, size, ...(keyword ? { keyword } : {}) },
    suppressErrorToast: true,
    signal,
  });
  return shopProductsOf(reply);
}

export async function fetchProduct({ shopCode, productId, language }: ProductRequest, signal?: AbortSignal): Promise<ProductDetail> {
  const reply = await requestLazily<unknown>({ url: CATALOG_PATHS.product(shopCode, productId), params: { lang: language }, suppressErrorToast: true, signal });
  return checkReply(validateProductDetail, reply, 'product detail');
}

/**
 * Paging through the same list keeps the page on screen until the next one arrives, so the list and its pager
 * do not collapse and jump; another keyword, type or filter starts from the loading state.
 */
function isOtherPageOfSameList(key: QueryKey, previousQuery: { queryKey: QueryKey } | undefined): boolean {
  return previousQuery !== undefined && hashKey(previousQuery.queryKey.slice(0, -2)) === hashKey(key.slice(0, -2));
}

export function useSearchResults(request: SearchRequest): UseQueryResult<CatalogPage<SearchHit>> {
  const queryKey = catalogKeys.search(request);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchSearchResults(request, signal),
    placeholderData: (previous, previousQuery) => (isOtherPageOfSameList(queryKey, previousQuery) ? previous : undefined),
  });
}

export function useShop(shopCode: string, language: Language): UseQueryResult<Shop> {
  return useQuery({
    queryKey: catalogKeys.shop(shopCode, language),
    queryFn: ({ signal }) => fetchShop(shopCode, language, signal),
    retry: retryUnlessNotFound,
  });
}

export function useShopProducts(request: ShopProductsRequest): UseQueryResult<CatalogPage<ProductCard>> {
  const queryKey = catalogKeys.shopProducts(request);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchShopProducts(request, signal),
    placeholderData: (previous, previousQuery) => (isOtherPageOfSameList(queryKey, previousQuery) ? previous : undefined),
  });
}

export function useProduct(request: ProductRequest): UseQueryResult<ProductDetail> {
  return useQuery({
    queryKey: catalogKeys.product(request),
    queryFn: ({ signal }) => fetchProduct(request, signal),
    retry: retryUnlessNotFound,
  });
}
