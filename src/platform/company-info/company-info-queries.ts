// The company information as the form reads and writes it. Its key sits under the session's account, so
// logout forgets it with the rest of the account (session/keys.ts).
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { CompanyInfo, CompanyInfoInput } from '../../../common/generated/types';
import { sessionKeys } from '../session/keys';
import { fetchCompanyInfo, saveCompanyInfo } from './company-info-calls';

export const companyInfoKeys = {
  self: (userId: string | undefined) => [...sessionKeys.account(), 'companyInfo', userId ?? null] as const,
};

/** The buyer's stored company information (null: none yet); nothing is asked without a buyer (userId). */
export function useCompanyInfo(userId: string | undefined): UseQueryResult<CompanyInfo | null> {
  return useQuery({ queryKey: companyInfoKeys.self(userId), queryFn: ({ signal }) => fetchCompanyInfo(signal), enabled: userId !== undefined });
}

/**
 * Saves the form. Once stored, the session's site trader (and the member, whose buyer type the form sets) are
 * read again before the mutation settles: the caller goes on to a page whose locks (spec §5) are then open.
 */
export function useSaveCompanyInfo(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInfoInput) => saveCompanyInfo(input),
    onSuccess: async (saved) => {
      client.setQueryData(companyInfoKeys.self(userId), saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: sessionKeys.siteTrader(userId) }),
        client.invalidateQueries({ queryKey: sessionKeys.member(userId) }),
      ]);
    },
  });
}
