// The buyer's sourcing requests as the rfq page and the personal centre read them, and posting one.
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { SourcingRequestList } from '../../../common/generated/types';
import { sessionKeys } from '../session/keys';
import { createSourcingRequest, fetchMySourcingRequests, type NewSourcingRequest } from './sourcing-request-calls';

// Under the session's account: logout forgets them with the rest of the account (session/keys.ts).
export const sourcingRequestKeys = {
  mine: (userId: string | undefined) => [...sessionKeys.account(), 'sourcingRequests', userId ?? null] as const,
};

/** The buyer's requests, most recent first; nothing is asked without a buyer (userId). */
export function useMySourcingRequests(userId: string | undefined): UseQueryResult<SourcingRequestList> {
  return useQuery({ queryKey: sourcingRequestKeys.mine(userId), queryFn: ({ signal }) => fetchMySourcingRequests(signal), enabled: userId !== undefined });
}

/** Posts a request; the buyer's list is read again, so it shows the new one. */
export function useCreateSourcingRequest(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: NewSourcingRequest) => createSourcingRequest(request),
    onSuccess: () => client.invalidateQueries({ queryKey: sourcingRequestKeys.mine(userId) }),
  });
}
