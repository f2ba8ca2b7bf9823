// Issue 28: the company a group account acts for in the exhibitor's workbench (a seller always acts for its own).
// Kept for the tab, with the account it was chosen by; each seller call names it in x-company-id, and the seller
// queries are keyed by it, so a switch reads the chosen company's data and never shows another's from the cache.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SellerCompanyList } from '../../../common/generated/types';
import { readStored, writeStored } from '../browser-storage';
import { requestCheckedLazily } from '../lazy-request';
import { sessionKeys } from '../session/keys';

const STORED = 'portal.seller.actingCompany';
let acting: string | undefined;

/** The company `accountId` chose in this tab; undefined for the account's own. */
export function storedActingCompany(accountId: string): string | undefined {
  try {
    const stored = JSON.parse(readStored('session', STORED) ?? 'null') as { accountId?: unknown; company?: unknown } | null;
    return stored?.accountId === accountId && typeof stored.company === 'string' ? stored.company : undefined;
  } catch {
    return undefined;
  }
}

/** Makes `company` the one the seller calls act for (undefined: the account's own), remembered for `accountId` if given. */
export function setActingCompany(company: string | undefined, accountId?: string): void {
  acting = company;
  if (accountId !== undefined) writeStored('session', STORED, JSON.stringify({ accountId, company: company ?? null }));
}

/** The header of every seller call. */
export function companyHeaders(): Record<string, string> {
  return acting === undefined ? {} : { 'x-company-id': acting };
}

/** What every seller query's key starts with: the account's, then the company acted for. */
export function sellerScope() {
  return [...sessionKeys.account(), 'seller', acting ?? 'own'] as const;
}

const listValidator = () => import('../../../common/generated/validators/validateSellerCompanyList.js').then((module) => module.validateSellerCompanyList);

/** The companies the account acts for: a group's own first, then its group's. */
export function useSellerCompanies(enabled: boolean): UseQueryResult<SellerCompanyList> {
  return useQuery({
    queryKey: [...sessionKeys.account(), 'sellerCompanies'],
    queryFn: ({ signal }) => requestCheckedLazily({ url: '/seller/api/companies', suppressErrorToast: true, signal }, listValidator, 'seller companies'),
    enabled,
  });
}
