// Spec §3, §7, §8: the logged-in person's member record. E214009004 means no member record exists yet
// (the terms are not agreed): a null member, no error shown. E201033009 is left to the caller, which logs out.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Member } from '../../../common/generated/types';
import { validateMember } from '../../../common/generated/validators.js';
import { ERROR_CODE_MEMBER_ABSENT } from '../../../common/constants';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { RequestFailure } from '../request-failure';
import { sessionKeys } from './keys';
import { SESSION_PATHS } from './paths';
import { retryUnlessRefused } from './retry';

const isMemberAbsent = (failure: RequestFailure) => failure.errorCode === ERROR_CODE_MEMBER_ABSENT;

export async function fetchMember(signal?: AbortSignal): Promise<Member | null> {
  try {
    // Spec §7: _t keeps any cache between here and the server from answering for another person.
    const reply = await requestLazily<unknown>({ url: SESSION_PATHS.member, params: { _t: Date.now() }, signal, onError: isMemberAbsent });
    return checkReply(validateMember, reply, 'member');
  } catch (error) {
    if (error instanceof RequestFailure && isMemberAbsent(error)) return null;
    throw error;
  }
}

/** The member of the logged-in user `userId`; nothing is asked for a visitor. */
export function useMember(userId: string | undefined): UseQueryResult<Member | null> {
  return useQuery({
    queryKey: sessionKeys.member(userId),
    queryFn: ({ signal }) => fetchMember(signal),
    enabled: userId !== undefined,
    retry: retryUnlessRefused,
  });
}
