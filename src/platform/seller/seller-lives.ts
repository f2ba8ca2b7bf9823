// The exhibitor's live sessions (issue 28): the company's own, from /seller/api/lives (sellers only), each reply checked.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { LiveBookingList, SellerLive, SellerLiveDocument, SellerLiveList } from '../../../common/generated/types';
import { requestCheckedLazily } from '../lazy-request';
import { companyHeaders, sellerScope } from './acting-company';

export type { LiveBookingList, SellerLive, SellerLiveDocument };

export const sellerLiveKeys = {
  all: () => [...sellerScope(), 'lives'] as const,
  list: () => [...sellerLiveKeys.all(), 'list'] as const,
  bookings: (id: string) => [...sellerLiveKeys.all(), 'bookings', id] as const,
};

const listValidator = () => import('../../../common/generated/validators/validateSellerLiveList.js').then((module) => module.validateSellerLiveList);
const liveValidator = () => import('../../../common/generated/validators/validateSellerLive.js').then((module) => module.validateSellerLive);
const bookingsValidator = () => import('../../../common/generated/validators/validateLiveBookingList.js').then((module) => module.validateLiveBookingList);

export function fetchSellerLives(signal?: AbortSignal): Promise<SellerLiveList> {
  return requestCheckedLazily({ headers: companyHeaders(), url: '/seller/api/lives', suppressErrorToast: true, signal }, listValidator, 'seller lives');
}

/** Creates a live (no `id`) or changes the company's live `id`; E400_INVALID_LIVE names what is wrong, by pointer. */
export function saveSellerLive(id: string | undefined, document: SellerLiveDocument): Promise<SellerLive> {
  const config =
    id === undefined
      ? ({ headers: companyHeaders(), method: 'POST', url: '/seller/api/lives', data: { document }, suppressErrorToast: true } as const)
      : ({
          headers: companyHeaders(),
          method: 'PUT',
          url: `/seller/api/lives/${encodeURIComponent(id)}`,
          data: { document },
          suppressErrorToast: true,
        } as const);
  return requestCheckedLazily(config, liveValidator, 'seller live');
}

export function fetchLiveBookings(id: string, signal?: AbortSignal): Promise<LiveBookingList> {
  return requestCheckedLazily(
    { headers: companyHeaders(), url: `/seller/api/lives/${encodeURIComponent(id)}/bookings`, suppressErrorToast: true, signal },
    bookingsValidator,
    'live bookings',
  );
}

export function useSellerLives(): UseQueryResult<SellerLiveList> {
  return useQuery({ queryKey: sellerLiveKeys.list(), queryFn: ({ signal }) => fetchSellerLives(signal) });
}

export function useLiveBookings(id: string | undefined): UseQueryResult<LiveBookingList> {
  return useQuery({ queryKey: sellerLiveKeys.bookings(id ?? ''), queryFn: ({ signal }) => fetchLiveBookings(id ?? '', signal), enabled: id !== undefined });
}
