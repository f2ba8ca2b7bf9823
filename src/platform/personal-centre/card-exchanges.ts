// A buyer's business cards (spec §2 business-card management; issue 25): the exhibitors they exchanged cards
// with. The list shares its query with Exchange / Exchanged (buyer-actions/use-business-card.ts).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { BusinessCardExchangeList } from '../../../common/generated/types';
import { fetchExchanges } from '../buyer-actions/business-cards';
import { buyerActionKeys } from '../buyer-actions/keys';
import type { Language } from '../../../common/language';

/** Most recent first; nothing is asked without a buyer (accountId). */
export function useCardExchanges(accountId: string | undefined, language: Language): UseQueryResult<BusinessCardExchangeList> {
  return useQuery({
    queryKey: buyerActionKeys.exchanges(accountId ?? '', language),
    queryFn: ({ signal }) => fetchExchanges(language, signal),
    enabled: accountId !== undefined,
  });
}
