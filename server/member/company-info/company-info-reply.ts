import type { BuyerType, CompanyInfo } from '../../../common/generated/types.js';
import type { CompanyInfoRecord } from './repository.js';

const BUYER_TYPES: readonly string[] = ['Domestic purchaser', 'Overseas purchaser'] satisfies BuyerType[];
/** Spec §3: a member without a buyer type of its own is a 'Domestic purchaser'. */
const DEFAULT_BUYER_TYPE: BuyerType = 'Domestic purchaser';

/**
 * The stored company as GET /member/api/companyInfo/self answers it; undefined while a detail is missing (a
 * company stored before issue 25 that nobody has completed), so the page offers the form to complete it.
 */
export function toCompanyInfo(record: CompanyInfoRecord): CompanyInfo | undefined {
  const { siteTraderId, companyName, countryOrRegion, businessType, contactName, contactPhone, buyerType } = record;
  if (countryOrRegion === null || businessType === null || contactName === null || contactPhone === null) return undefined;
  return {
    siteTraderId,
    companyName,
    countryOrRegion,
    businessType,
    contactName,
    contactPhone,
    buyerType: buyerType !== null && BUYER_TYPES.includes(buyerType) ? (buyerType as BuyerType) : DEFAULT_BUYER_TYPE,
  };
}
