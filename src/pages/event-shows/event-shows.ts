// Issue 8: an exhibitor's event shows (/m/{lang}/eventShows/{id}), read from GET /b2bshop/api/eventShows/{id},
// and a shop's shows not yet ended, from GET /b2bshop/api/shops/{shopCode}/eventShows. The pages show their own
// failed and not-found states, so no call toasts.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { EventShow } from '../../../common/generated/types';
import { validateEventShow, validateEventShowList } from '../../../common/generated/validators.js';
import { retryUnlessNotFound } from '../../platform/request-failure';
import { checkReply } from '../../platform/invalid-reply';
import type { Language } from '../../../common/language';
import { requestLazily } from '../../platform/lazy-request';
import { wallTimeInstant } from '../../../common/wall-time';

export type { EventShow };

export type EventShowStatus = 'upcoming' | 'live' | 'ended';

const segment = encodeURIComponent;

export function eventShowPageUrl(language: Language, id: string): string {
  return `/m/${language}/eventShows/${segment(id)}`;
}

/** Upcoming before its start, on now from its start until its end, ended from then on (UTC+8 wall times). */
export function eventShowStatus(show: Pick<EventShow, 'startTime' | 'endTime'>, now: Date): EventShowStatus {
  const instant = now.valueOf();
  if (instant < wallTimeInstant(show.startTime)) return 'upcoming';
  return instant < wallTimeInstant(show.endTime) ? 'live' : 'ended';
}

export async function fetchEventShow(id: string, language: Language, signal?: AbortSignal): Promise<EventShow> {
  const reply = await requestLazily<unknown>({ url: `/b2bshop/api/eventShows/${segment(id)}`, params: { lang: language }, suppressErrorToast: true, signal });
  return checkReply(validateEventShow, reply, 'event show');
}

export async function fetchShopEventShows(shopCode: string, language: Language, signal?: AbortSignal): Promise<readonly EventShow[]> {
  const reply = await requestLazily<unknown>({
    url: `/b2bshop/api/shops/${segment(shopCode)}/eventShows`,
    params: { lang: language },
    suppressErrorToast: true,
    signal,
  });
  return checkReply(validateEventShowList, reply, 'event show list').items;
}

export const eventShowKeys = {
  all: ['eventShows'] as const,
  show: (id: string, language: Language) => [...eventShowKeys.all, id, language] as const,
  shop: (shopCode: string, language: Language) => [...eventShowKeys.all, 'shop', shopCode, language] as const,
};

export function useEventShow(id: string, language: Language): UseQueryResult<EventShow> {
  return useQuery({
    queryKey: eventShowKeys.show(id, language),
    queryFn: ({ signal }) => fetchEventShow(id, language, signal),
    retry: retryUnlessNotFound,
  });
}

export function useShopEventShows(shopCode: string, language: Language): UseQueryResult<readonly EventShow[]> {
  return useQuery({
    queryKey: eventShowKeys.shop(shopCode, language),
    queryFn: ({ signal }) => fetchShopEventShows(shopCode, language, signal),
  });
}
