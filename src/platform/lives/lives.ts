// Issue 25: the lives (spec §1 "watch live streams"), read from GET /b2bshop/api/lives/public (LIVE first, then
// UPCOMING by start, then ENDED latest first) and GET /b2bshop/api/lives/public/{id}. Each is read again when a
// live it holds starts or ends, so its state (and, once live, its stream) moves on by itself. The pages show
// their own failed and not-found states, so no call toasts.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Live, LiveState } from '../../../common/generated/types';
import { validateLive, validateLiveList } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import type { Language } from '../../../common/language';
import { requestLazily } from '../lazy-request';
import { retryUnlessNotFound } from '../request-failure';
import { msUntilNextLiveChange } from './live-timing';

export type { Live, LiveState };

/** The live list's filter tabs, in their order: every live, or those of one state. */
export const LIVE_STATES = ['LIVE', 'UPCOMING', 'ENDED'] as const satisfies readonly LiveState[];

export const liveKeys = {
  all: ['lives'] as const,
  list: (language: Language, state: LiveState | undefined) => [...liveKeys.all, 'list', language, state ?? null] as const,
  live: (id: string, language: Language) => [...liveKeys.all, 'live', id, language] as const,
};

export async function fetchLives(language: Language, state: LiveState | undefined, signal?: AbortSignal): Promise<readonly Live[]> {
  const reply = await requestLazily<unknown>({
    url: '/b2bshop/api/lives/public',
    params: { lang: language, ...(state ? { state } : {}) },
    suppressErrorToast: true,
    signal,
  });
  return checkReply(validateLiveList, reply, 'live list');
}

export async function fetchLive(id: string, language: Language, signal?: AbortSignal): Promise<Live> {
  const reply = await requestLazily<unknown>({
    url: `/b2bshop/api/lives/public/${encodeURIComponent(id)}`,
    params: { lang: language },
    suppressErrorToast: true,
    signal,
  });
  return checkReply(validateLive, reply, 'live');
}

/** Read again just after the next start or end among the lives shown; never while none lies ahead. */
function untilNextChange({ state: { data } }: { state: { data: Live | readonly Live[] | undefined } }): number | false {
  if (data === undefined) return false;
  const lives: readonly Live[] = isLiveList(data) ? data : [data];
  return msUntilNextLiveChange(lives, new Date()) ?? false;
}

function isLiveList(data: Live | readonly Live[]): data is readonly Live[] {
  return Array.isArray(data);
}

/** The lives in the page's language, all of them or those of one state. */
export function useLives(language: Language, state?: LiveState): UseQueryResult<readonly Live[]> {
  return useQuery({
    queryKey: liveKeys.list(language, state),
    queryFn: ({ signal }) => fetchLives(language, state, signal),
    refetchInterval: untilNextChange,
  });
}

export function useLive(id: string, language: Language): UseQueryResult<Live> {
  return useQuery({
    queryKey: liveKeys.live(id, language),
    queryFn: ({ signal }) => fetchLive(id, language, signal),
    retry: retryUnlessNotFound,
    refetchInterval: untilNextChange,
  });
}
