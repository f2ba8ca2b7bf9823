// Exchange / Exchanged with one exhibitor: its state after a reload comes from the buyer's exchange list, the
// change from the server's answer. Nothing is asked without a buyer (accountId).
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Language } from '../../../common/language';
import { exchangeCard, fetchExchanges } from './business-cards';
import { buyerActionKeys } from './keys';

/** Whether the buyer's card went to the exhibitor's company, read from the buyer's exchanges (no call asks for one). */
export function useExchanged(accountId: string | undefined, siteTraderId: string, language: Language): UseQueryResult<boolean> {
  const client = useQueryClient();
  return useQuery({
    queryKey: buyerActionKeys.exchanged(accountId ?? '', siteTraderId),
    queryFn: async () => {
      const list = await client.fetchQuery({
        queryKey: buyerActionKeys.exchanges(accountId ?? '', language),
        queryFn: ({ signal }) => fetchExchanges(language, signal),
      });
      return list.some((exchange) => exchange.exhibitor.siteTraderId === siteTraderId);
    },
    enabled: accountId !== undefined,
  });
}

/** Sends the card with its message; the exhibitor shows Exchanged, and the buyer's list is read again when next shown. */
export function useExchangeCard(accountId: string | undefined, siteTraderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => exchangeCard({ siteTraderId, message }),
    onSuccess: () => {
      client.setQueryData(buyerActionKeys.exchanged(accountId ?? '', siteTraderId), true);
      return client.invalidateQueries({ queryKey: [...buyerActionKeys.all(accountId ?? ''), 'exchanges'] });
    },
  });
}
