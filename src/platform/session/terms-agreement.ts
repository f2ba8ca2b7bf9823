// Spec §4: if the member fetch returns null and the terms are not yet agreed, the agreement is posted once,
// then the member reloads.
import { useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Member, PortalUser } from '../../../common/generated/types';
import { requestLazily } from '../lazy-request';
import { sessionKeys } from './keys';
import { SESSION_PATHS } from './paths';

/** POST /api/auth/users/tos/agree: the user agreement, privacy policy and cookie policy, agreed. */
export function agreeToTerms(): Promise<void> {
  return requestLazily<void>({ method: 'POST', url: SESSION_PATHS.agreeToTerms });
}

// Per cache (a page has one): the users whose agreement this page already posted.
const postedFor = new WeakMap<QueryClient, Set<string>>();

function postOnce(client: QueryClient, userId: string): boolean {
  const posted = postedFor.get(client) ?? new Set<string>();
  postedFor.set(client, posted);
  if (posted.has(userId)) return false;
  posted.add(userId);
  return true;
}

export function needsTermsAgreement(member: UseQueryResult<Member | null>, user: UseQueryResult<PortalUser>): boolean {
  return member.isSuccess && member.data === null && user.isSuccess && !user.data.termsAgreed;
}

/** Posts the agreement once for `userId` when needed, then reloads the member and the user. */
export function useTermsAgreement(userId: string | undefined, member: UseQueryResult<Member | null>, user: UseQueryResult<PortalUser>): void {
  const client = useQueryClient();
  const needed = userId !== undefined && needsTermsAgreement(member, user);
  useEffect(() => {
    if (!needed || !postOnce(client, userId)) return;
    agreeToTerms().then(
      () => client.invalidateQueries({ queryKey: sessionKeys.account() }),
      // The HTTP client has shown the failure; the person stays without a member record until the next page.
      (error: unknown) => console.warn('[session] the terms agreement could not be posted:', error instanceof Error ? error.message : error),
    );
  }, [client, needed, userId]);
}
