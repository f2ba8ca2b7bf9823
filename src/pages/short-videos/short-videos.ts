// Exhibitors' short videos (issue 8, README): the list (spec §2 /shortvideo) and one video with the previous
// and next in published order (/shortVideoDetail?id=). Replies are checked against their schemas; no toasts.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ShortVideoCard, ShortVideoDetail } from '../../../common/generated/types';
import { validateShortVideoDetail, validateShortVideoPage } from '../../../common/generated/validators.js';
import type { CatalogPage } from '../../platform/catalog';
import { retryUnlessNotFound } from '../../platform/request-failure';
import { LOAD_MORE_PAGE_SIZE } from '../ecatalogs/ecatalogs';
import { checkReply } from '../../platform/invalid-reply';
import type { Language } from '../../../common/language';
import { requestLazily } from '../../platform/lazy-request';
import { useLoadMoreList, type LoadMoreState } from '../../platform/load-more-list';

export const shortVideoKeys = {
  all: ['shortVideos'] as const,
  list: (language: Language) => [...shortVideoKeys.all, 'list', language] as const,
  detail: (id: string, language: Language) => [...shortVideoKeys.all, 'detail', id, language] as const,
};

export async function fetchShortVideos(language: Language, page: number, signal?: AbortSignal): Promise<CatalogPage<ShortVideoCard>> {
  const reply = await requestLazily<unknown>({
    url: '/b2bshop/api/shortVideos',
    params: { lang: language, page, size: LOAD_MORE_PAGE_SIZE },
    suppressErrorToast: true,
    signal,
  });
  const { _embedded, page: info } = checkReply(validateShortVideoPage, reply, 'short-video page');
  return { items: _embedded['b2b:shortVideos'], page: info };
}

export async function fetchShortVideo(id: string, language: Language, signal?: AbortSignal): Promise<ShortVideoDetail> {
  const reply = await requestLazily<unknown>({
    url: `/b2bshop/api/shortVideos/${encodeURIComponent(id)}`,
    params: { lang: language },
    suppressErrorToast: true,
    signal,
  });
  return checkReply(validateShortVideoDetail, reply, 'short video');
}

export function useShortVideos(language: Language): LoadMoreState<ShortVideoCard> {
  return useLoadMoreList(shortVideoKeys.list(language), (page, signal) => fetchShortVideos(language, page, signal));
}

export function useShortVideo(id: string, language: Language): UseQueryResult<ShortVideoDetail> {
  return useQuery({
    queryKey: shortVideoKeys.detail(id, language),
    queryFn: ({ signal }) => fetchShortVideo(id, language, signal),
    retry: retryUnlessNotFound,
  });
}

/** A video's length as m:ss (0:05, 12:30). */
export function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
