// The exhibitor's inquiries (issue 28): the company's inbox, one inquiry with its thread, a reply, and the counts
// of the workbench home, from /seller/api/… (sellers only). Every reply is checked against its schema.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SellerInquiry, SellerInquiryList, SellerWorkbenchSummary } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { requestCheckedLazily } from '../lazy-request';
import { companyHeaders, sellerScope } from './acting-company';

export type { SellerInquiry, SellerInquiryList, SellerWorkbenchSummary };
export type InquiryState = SellerInquiry['state'];

export interface InboxFilter {
  state?: InquiryState;
  productId?: string;
  page: number;
}

// Under the session's account: logout forgets them with the rest of the account (session/keys.ts).
export const sellerInquiryKeys = {
  all: () => [...sellerScope(), 'inquiries'] as const,
  inbox: (language: Language, filter: InboxFilter) => [...sellerInquiryKeys.all(), 'inbox', language, filter] as const,
  one: (language: Language, id: string) => [...sellerInquiryKeys.all(), 'one', language, id] as const,
  summary: () => [...sellerInquiryKeys.all(), 'summary'] as const,
};

const listValidator = () => import('../../../common/generated/validators/validateSellerInquiryList.js').then((module) => module.validateSellerInquiryList);
const oneValidator = () => import('../../../common/generated/validators/validateSellerInquiry.js').then((module) => module.validateSellerInquiry);
const summaryValidator = () =>
  import('../../../common/generated/validators/validateSellerWorkbenchSummary.js').then((module) => module.validateSellerWorkbenchSummary);

/** The pages show their own failed state: no call toasts. */
export function fetchInbox(filter: InboxFilter, signal?: AbortSignal): Promise<SellerInquiryList> {
  return requestCheckedLazily(
    { headers: companyHeaders(), url: '/seller/api/inquiries', params: filter, suppressErrorToast: true, signal },
    listValidator,
    'seller inquiries',
  );
}

/** Opening an inquiry marks it read for the company. */
export function fetchInquiry(id: string, signal?: AbortSignal): Promise<SellerInquiry> {
  return requestCheckedLazily(
    { headers: companyHeaders(), url: `/seller/api/inquiries/${encodeURIComponent(id)}`, suppressErrorToast: true, signal },
    oneValidator,
    'seller inquiry',
  );
}

/** The inquiry with the reply added; E400_SENSITIVE_CONTENT (with the hotline) when the text is refused. */
export function sendReply(id: string, content: string): Promise<SellerInquiry> {
  return requestCheckedLazily(
    { headers: companyHeaders(), method: 'POST', url: `/seller/api/inquiries/${encodeURIComponent(id)}/replies`, data: { content }, suppressErrorToast: true },
    oneValidator,
    'seller inquiry',
  );
}

export function fetchWorkbenchSummary(signal?: AbortSignal): Promise<SellerWorkbenchSummary> {
  return requestCheckedLazily(
    { headers: companyHeaders(), url: '/seller/api/workbench/summary', suppressErrorToast: true, signal },
    summaryValidator,
    'seller workbench summary',
  );
}

export function useInbox(language: Language, filter: InboxFilter): UseQueryResult<SellerInquiryList> {
  return useQuery({ queryKey: sellerInquiryKeys.inbox(language, filter), queryFn: ({ signal }) => fetchInbox(filter, signal) });
}

export function useSellerInquiry(language: Language, id: string): UseQueryResult<SellerInquiry> {
  return useQuery({ queryKey: sellerInquiryKeys.one(language, id), queryFn: ({ signal }) => fetchInquiry(id, signal) });
}

/** Only for a seller (`enabled`). */
export function useWorkbenchSummary(enabled: boolean): UseQueryResult<SellerWorkbenchSummary> {
  return useQuery({ queryKey: sellerInquiryKeys.summary(), queryFn: ({ signal }) => fetchWorkbenchSummary(signal), enabled });
}
