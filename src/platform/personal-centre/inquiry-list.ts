// The personal centre's "my inquiries" (spec §5, §6; issue 25): each with the exhibitor's replies once they
// exist. Read again after each inquiry sent (buyer-actions/inquiries.ts invalidates the same key).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { InquiryList } from '../../../common/generated/types';
import { buyerActionKeys } from '../buyer-actions/keys';
import type { Language } from '../../../common/language';
import { requestCheckedLazily } from '../lazy-request';

const loadInquiryListValidator = () => import('../../../common/generated/validators/validateInquiryList.js').then((module) => module.validateInquiryList);

/** The buyer's inquiries, most recent first, product titles and exhibitor names in the language. */
export function fetchMyInquiries(language: Language, signal?: AbortSignal): Promise<InquiryList> {
  return requestCheckedLazily(
    { url: '/member/api/inquiries/self', params: { lang: language }, suppressErrorToast: true, signal },
    loadInquiryListValidator,
    'inquiry list',
  );
}

/** Nothing is asked without a buyer (accountId). */
export function useMyInquiries(accountId: string | undefined, language: Language): UseQueryResult<InquiryList> {
  return useQuery({
    queryKey: buyerActionKeys.inquiries(accountId ?? '', language),
    queryFn: ({ signal }) => fetchMyInquiries(language, signal),
    enabled: accountId !== undefined,
  });
}
