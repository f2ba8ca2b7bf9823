// The personal centre's "my follows" (spec §4 Follow / Following; issue 25): one list per target type, and
// unfollowing from it. The list shares its query with the Follow buttons (buyer-actions/use-follow.ts), so an
// unfollow here shows Follow on the product or shop page, and a follow there shows up here.
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { FollowedTarget, FollowList } from '../../../common/generated/types';
import { fetchFollows, unfollow } from '../buyer-actions/follows';
import { buyerActionKeys, type FollowTargetType } from '../buyer-actions/keys';
import type { Language } from '../../../common/language';

export type { FollowedTarget };

/** What the buyer follows of one type, most recent first; nothing is asked without a buyer (accountId). */
export function useFollowList(accountId: string | undefined, targetType: FollowTargetType, language: Language): UseQueryResult<FollowList> {
  return useQuery({
    queryKey: buyerActionKeys.follows(accountId ?? '', targetType, language),
    queryFn: ({ signal }) => fetchFollows(targetType, language, signal),
    enabled: accountId !== undefined,
  });
}

/** Unfollows a listed target: it leaves the list at once, its buttons say Follow, and the lists are read again. */
export function useUnfollowListed(accountId: string | undefined, language: Language) {
  const client = useQueryClient();
  const account = accountId ?? '';
  return useMutation({
    mutationFn: (target: FollowedTarget) => unfollow(target),
    onSuccess: (_nothing, target) => {
      client.setQueryData<FollowList>(buyerActionKeys.follows(account, target.targetType, language), (shown) =>
        shown?.filter((item) => item.targetId !== target.targetId),
      );
      client.setQueryData(buyerActionKeys.followed(account, target), false);
      return client.invalidateQueries({ queryKey: [...buyerActionKeys.all(account), 'follows'] });
    },
  });
}
