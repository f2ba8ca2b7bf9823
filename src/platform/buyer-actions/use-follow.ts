// Follow / Following of one exhibit or exhibitor: its state after a reload comes from the buyer's follow list,
// each change from the server's answer. Nothing is asked without a buyer (accountId).
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Language } from '../../../common/language';
import { fetchFollows, follow, unfollow, type FollowOptions } from './follows';
import { buyerActionKeys, type FollowTarget } from './keys';

/**
 * Whether the buyer follows the target, read from the buyer's follows of its type (the server has no call for
 * one target): the list the personal centre shows, asked again only when it is stale or was changed.
 */
export function useFollowed(accountId: string | undefined, target: FollowTarget, language: Language): UseQueryResult<boolean> {
  const client = useQueryClient();
  return useQuery({
    queryKey: buyerActionKeys.followed(accountId ?? '', target),
    queryFn: async () => {
      const list = await client.fetchQuery({
        queryKey: buyerActionKeys.follows(accountId ?? '', target.targetType, language),
        queryFn: ({ signal }) => fetchFollows(target.targetType, language, signal),
      });
      return list.some((item) => item.targetType === target.targetType && item.targetId === target.targetId);
    },
    enabled: accountId !== undefined,
  });
}

export type FollowChange = ({ followed: true } & FollowOptions) | { followed: false };

/** Follows or unfollows; the answer becomes the target's state, and the buyer's lists are read again when next shown. */
export function useSetFollowed(accountId: string | undefined, target: FollowTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: FollowChange) => (change.followed ? follow(target, change) : unfollow(target)),
    onSuccess: (_nothing, change) => {
      client.setQueryData(buyerActionKeys.followed(accountId ?? '', target), change.followed);
      return client.invalidateQueries({ queryKey: [...buyerActionKeys.all(accountId ?? ''), 'follows'] });
    },
  });
}
