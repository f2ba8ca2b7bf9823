// Exhibitors' e-catalogues (issue 8, README): the public list (spec §2 /catalog) and one catalogue with its
// pages (/catalog/detail/{id}). Every reply is checked against its schema; the pages show their own failed and
// not-found states, so no call toasts.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ECatalogCard, ECatalogCategory, ECatalogDetail } from '../../../common/generated/types';
import { validateECatalogDetail, validateECatalogPage } from '../../../common/generated/validators.js';
import type { CatalogPage } from '../../platform/catalog';
import { retryUnlessNotFound } from '../../platform/request-failure';
import { checkReply } from '../../platform/invalid-reply';
import type { Language } from '../../../common/language';
import { requestLazily } from '../../platform/lazy-request';
import { useLoadMoreList, type LoadMoreState } from '../../platform/load-more-list';

/** How many catalogues or videos one "load more" reads: three rows of two cards. */
export const LOAD_MORE_PAGE_SIZE = 6;

export const ECATALOG_CATEGORIES = ['hardware', 'lighting', 'home', 'textiles', 'electronics'] as const satisfies readonly ECatalogCategory[];

export const eCatalogKeys = {
  all: ['eCatalogs'] as const,
  list: (language: Language, category: ECatalogCategory | undefined) => [...eCatalogKeys.all, 'list', language, category ?? null] as const,
  detail: (id: string, language: Language) => [...eCatalogKeys.all, 'detail', id, language] as const,
};

/** A catalogue-page reply (the public list and a buyer's saved ones) as a page of cards. */
export function eCatalogPageOf(reply: unknown): CatalogPage<ECatalogCard> {
  const { _embedded, page } = checkReply(validateECatalogPage, reply, 'e-catalogue page');
  return { items: _embedded['b2b:eCatalogs'], page };
}

export async function fetchECatalogs(
  { language, category, page }: { language: Language; category?: ECatalogCategory | undefined; page: number },
  signal?: AbortSignal,
): Promise<CatalogPage<ECatalogCard>> {
  const reply = await requestLazily<unknown>({
    url: '/b2bshop/api/eCatalogs',
    params: { lang: language, page, size: LOAD_MORE_PAGE_SIZE, ...(category ? { category } : {}) },
    suppressErrorToast: true,
    signal,
  });
  return eCatalogPageOf(reply);
}

export async function fetchECatalog(id: string, language: Language, signal?: AbortSignal): Promise<ECatalogDetail> {
  const reply = await requestLazily<unknown>({
    url: `/b2bshop/api/eCatalogs/${encodeURIComponent(id)}`,
    params: { lang: language },
    suppressErrorToast: true,
    signal,
  });
  return checkReply(validateECatalogDetail, reply, 'e-catalogue');
}

export function useECatalogs(language: Language, category: ECatalogCategory | undefined): LoadMoreState<ECatalogCard> {
  return useLoadMoreList(eCatalogKeys.list(language, category), (page, signal) => fetchECatalogs({ language, category, page }, signal));
}

export function useECatalog(id: string, language: Language): UseQueryResult<ECatalogDetail> {
  return useQuery({ queryKey: eCatalogKeys.detail(id, language), queryFn: ({ signal }) => fetchECatalog(id, language, signal), retry: retryUnlessNotFound });
}
