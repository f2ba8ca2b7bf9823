// Spec §7: GET /member/api/users/self — the logged-in account itself (terms agreed, media member).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { PortalUser } from '../../../common/generated/types';
import { validatePortalUser } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { sessionKeys } from './keys';
import { SESSION_PATHS } from './paths';
import { retryUnlessRefused } from './retry';

export async function fetchPortalUser(signal?: AbortSignal): Promise<PortalUser> {
  return checkReply(validatePortalUser, await requestLazily<unknown>({ url: SESSION_PATHS.user, signal }), 'user');
}

export function usePortalUser(userId: string | undefined): UseQueryResult<PortalUser> {
  return useQuery({
    queryKey: sessionKeys.user(userId),
    queryFn: ({ signal }) => fetchPortalUser(signal),
    enabled: userId !== undefined,
    retry: retryUnlessRefused,
  });
}
