// The exhibitor's shop (issue 28): its introduction and main products, from /seller/api/shop (sellers only).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SellerShop, SellerShopDocument } from '../../../common/generated/types';
import { requestCheckedLazily } from '../lazy-request';
import { companyHeaders, sellerScope } from './acting-company';

export type { SellerShop, SellerShopDocument };

export const sellerShopKeys = { shop: () => [...sellerScope(), 'shop'] as const };

const shopValidator = () => import('../../../common/generated/validators/validateSellerShop.js').then((module) => module.validateSellerShop);

export function fetchSellerShop(signal?: AbortSignal): Promise<SellerShop> {
  return requestCheckedLazily({ headers: companyHeaders(), url: '/seller/api/shop', suppressErrorToast: true, signal }, shopValidator, 'seller shop');
}

/** E400_SENSITIVE_CONTENT (with the hotline) or E400_VALIDATION (by pointer) when refused. */
export function saveSellerShop(document: SellerShopDocument): Promise<SellerShop> {
  return requestCheckedLazily(
    { headers: companyHeaders(), method: 'PUT', url: '/seller/api/shop', data: { document }, suppressErrorToast: true },
    shopValidator,
    'seller shop',
  );
}

export function useSellerShop(): UseQueryResult<SellerShop> {
  return useQuery({ queryKey: sellerShopKeys.shop(), queryFn: ({ signal }) => fetchSellerShop(signal) });
}
