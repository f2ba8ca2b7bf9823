// Spec §4, §5: Follow / Following on an exhibit or an exhibitor, for buyers (server/member/actions/follows).
// The page handles every refusal itself (login, non-buyer, blacklist), so no call toasts.
import type { FollowList } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { requestCheckedLazily, requestLazily } from '../lazy-request';
import type { FollowTarget, FollowTargetType } from './keys';

const FOLLOWS_PATH = '/member/api/follows';

const loadFollowListValidator = () => import('../../../common/generated/validators/validateFollowList.js').then((module) => module.validateFollowList);

/** What the buyer follows of one type, most recent first, titles in the language. */
export function fetchFollows(targetType: FollowTargetType, language: Language, signal?: AbortSignal): Promise<FollowList> {
  return requestCheckedLazily(
    { url: `${FOLLOWS_PATH}/self`, params: { targetType, lang: language }, suppressErrorToast: true, signal },
    loadFollowListValidator,
    'follow list',
  );
}

export interface FollowOptions {
  /** Spec §5: the buyer confirmed following a product of a company on their blacklist. */
  confirmBlacklisted?: boolean;
}

/** Follows the target; a product of a blacklisted company is refused with 409 E409_BLACKLISTED_COMPANY until confirmed. */
export async function follow({ targetType, targetId }: FollowTarget, { confirmBlacklisted }: FollowOptions = {}): Promise<void> {
  await requestLazily({
    method: 'POST',
    url: FOLLOWS_PATH,
    data: { targetType, targetId, ...(confirmBlacklisted ? { confirmBlacklisted: true } : {}) },
    suppressErrorToast: true,
  });
}

/** Unfollows the target; unfollowing what is not followed is no error. */
export async function unfollow({ targetType, targetId }: FollowTarget): Promise<void> {
  await requestLazily({ method: 'DELETE', url: `${FOLLOWS_PATH}/${encodeURIComponent(targetType)}/${encodeURIComponent(targetId)}`, suppressErrorToast: true });
}
