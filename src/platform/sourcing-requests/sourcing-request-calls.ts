// A buyer's sourcing requests (spec §2, §5; issue 25): posted from the member area's rfq list, listed there and
// in the personal centre. The server checks the role, the company and the texts (sensitive words) again.
import type { SourcingRequestList } from '../../../common/generated/types';
import { requestCheckedLazily, requestLazily } from '../lazy-request';

export const SOURCING_REQUESTS_PATH = '/member/api/sourcingRequests';
export const MY_SOURCING_REQUESTS_PATH = '/member/api/sourcingRequests/self';

/** What a buyer posts: texts trimmed, the quantity a whole number from 1 (server/member/actions/sourcing-requests). */
export interface NewSourcingRequest {
  productName: string;
  quantity: number;
  description: string;
}

/** The buyer's requests, most recent first. */
export function fetchMySourcingRequests(signal?: AbortSignal): Promise<SourcingRequestList> {
  return requestCheckedLazily(
    { url: MY_SOURCING_REQUESTS_PATH, signal, suppressErrorToast: true },
    () => import('../../../common/generated/validators/validateSourcingRequestList.js').then((module) => module.validateSourcingRequestList),
    'sourcing request list',
  );
}

/** Posts a request; answers its new id. A refusal is the form's to show (at its field, or the role gate's prompt). */
export async function createSourcingRequest(request: NewSourcingRequest): Promise<string> {
  const reply = await requestLazily<{ id: string }>({ method: 'POST', url: SOURCING_REQUESTS_PATH, data: request, suppressErrorToast: true });
  return reply.id;
}
