// What loaded for the logged-in user, read from the query cache without observing the queries: the fetching
// (and the validators it needs) lives in AccountQueries, a chunk a visitor's page never loads. Reading the
// cache's state rather than adding observers leaves the queries' options (their fetchers) to AccountQueries.
import { hashKey, useQueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Member, PortalUser, SiteTrader } from '../../../common/generated/types';
import { sessionKeys } from './keys';
import type { AccountData } from './session-of';

export interface CachedAccount extends AccountData {
  /** The member load's failure, if it failed (E201033009 logs out). */
  memberError: Error | null;
}

/** The cached state of one query (undefined before it exists), following every change. */
function useCachedState<T>(queryKey: QueryKey): QueryState<T, Error> | undefined {
  const cache = useQueryClient().getQueryCache();
  const hash = hashKey(queryKey);
  // The cache tells of a query added while some component renders (its useQuery builds it); the change is
  // passed on a microtask later, so this store never updates a component during another's render.
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(() => queueMicrotask(onChange)), [cache]);
  const snapshot = useCallback(() => cache.get<T, Error, T>(hash)?.state, [cache, hash]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const settled = (state: QueryState<unknown, Error> | undefined) => state !== undefined && state.status !== 'pending';

export function useCachedAccount(userId: string | undefined): CachedAccount {
  const member = useCachedState<Member | null>(sessionKeys.member(userId));
  const siteTrader = useCachedState<SiteTrader | null>(sessionKeys.siteTrader(userId));
  const user = useCachedState<PortalUser>(sessionKeys.user(userId));
  return {
    member: member?.data,
    siteTrader: siteTrader?.data,
    user: user?.data,
    pending: userId !== undefined && !(settled(member) && settled(siteTrader) && settled(user)),
    memberError: member?.error ?? null,
  };
}
