// A seller's business cards (spec §2 business-card management, sellers; issue 25): the buyers who sent theirs
// to the seller's company, from GET /seller/api/businessCards/received (sellers only).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReceivedBusinessCard, ReceivedBusinessCardList } from '../../../common/generated/types';
import { requestCheckedLazily } from '../lazy-request';
import { sessionKeys } from '../session/keys';

// Under the session's account: logout forgets them with the rest of the account (session/keys.ts).
export const receivedCardKeys = {
  list: (sellerId: string | undefined) => [...sessionKeys.account(), 'receivedBusinessCards', sellerId ?? null] as const,
};

const loadValidator = () =>
  import('../../../common/generated/validators/validateReceivedBusinessCardList.js').then((module) => module.validateReceivedBusinessCardList);

/** Most recent first; the page shows its own failed state, so the call does not toast. */
export function fetchReceivedCards(signal?: AbortSignal): Promise<ReceivedBusinessCardList> {
  return requestCheckedLazily({ url: '/seller/api/businessCards/received', suppressErrorToast: true, signal }, loadValidator, 'received business cards');
}

const cardValidator = () =>
  import('../../../common/generated/validators/validateReceivedBusinessCard.js').then((module) => module.validateReceivedBusinessCard);

/** Issue 28: the seller's company sends its card back to the buyer `buyerId`; answers the card as it stands now. */
export function returnCard(buyerId: string): Promise<ReceivedBusinessCard> {
  return requestCheckedLazily(
    { method: 'POST', url: `/seller/api/businessCards/received/${encodeURIComponent(buyerId)}/return`, data: {}, suppressErrorToast: true },
    cardValidator,
    'received business card',
  );
}

/** Nothing is asked without a seller (sellerId). */
export function useReceivedCards(sellerId: string | undefined): UseQueryResult<ReceivedBusinessCardList> {
  return useQuery({ queryKey: receivedCardKeys.list(sellerId), queryFn: ({ signal }) => fetchReceivedCards(signal), enabled: sellerId !== undefined });
}
