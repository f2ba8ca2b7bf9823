// The buyer's company information (spec §3, §5, §8; issue 25): read to prefill the form, written by it. Once it
// is stored, siteTraders/self answers and the locks of spec §5 open (./company-info-queries.ts says so).
import type { CompanyInfo, CompanyInfoInput } from '../../../common/generated/types';
import { requestCheckedLazily } from '../lazy-request';
import { RequestFailure } from '../request-failure';

export const COMPANY_INFO_PATH = '/member/api/companyInfo/self';

/** The answer while the buyer has no company information yet (as siteTraders/self answers then). */
const COMPANY_INFO_ABSENT = 'E214009005';

const loadValidator = () => import('../../../common/generated/validators/validateCompanyInfo.js').then((module) => module.validateCompanyInfo);

/** The stored company information, or null while there is none; any other failure is the caller's to show. */
export async function fetchCompanyInfo(signal?: AbortSignal): Promise<CompanyInfo | null> {
  try {
    return await requestCheckedLazily({ url: COMPANY_INFO_PATH, signal, suppressErrorToast: true }, loadValidator, 'company information');
  } catch (error) {
    if (error instanceof RequestFailure && error.status === 404 && error.errorCode === COMPANY_INFO_ABSENT) return null;
    throw error;
  }
}

/** Stores (creates or replaces) the company information; a refusal is the form's to show, at its field. */
export function saveCompanyInfo(input: CompanyInfoInput): Promise<CompanyInfo> {
  return requestCheckedLazily({ method: 'PUT', url: COMPANY_INFO_PATH, data: input, suppressErrorToast: true }, loadValidator, 'company information');
}
