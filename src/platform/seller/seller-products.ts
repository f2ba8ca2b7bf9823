// The exhibitor's products (issue 28): the company's own, from /seller/api/products (sellers only), and the pictures
// the seller puts in the media library for them (/seller/api/media); each reply checked.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { MediaFile, MediaFileList, SellerProduct, SellerProductDocument, SellerProductList } from '../../../common/generated/types';
import { requestCheckedLazily } from '../lazy-request';
import { companyHeaders, sellerScope } from './acting-company';

export type { MediaFile, SellerProduct, SellerProductDocument, SellerProductList };

export const sellerProductKeys = {
  all: () => [...sellerScope(), 'products'] as const,
  list: (page: number) => [...sellerProductKeys.all(), 'list', page] as const,
  product: (id: string) => [...sellerProductKeys.all(), 'product', id] as const,
  pictures: () => [...sellerScope(), 'pictures'] as const,
};

const listValidator = () => import('../../../common/generated/validators/validateSellerProductList.js').then((module) => module.validateSellerProductList);
const productValidator = () => import('../../../common/generated/validators/validateSellerProduct.js').then((module) => module.validateSellerProduct);
const fileValidator = () => import('../../../common/generated/validators/validateMediaFile.js').then((module) => module.validateMediaFile);
const filesValidator = () => import('../../../common/generated/validators/validateMediaFileList.js').then((module) => module.validateMediaFileList);

export function useSellerProducts(page: number): UseQueryResult<SellerProductList> {
  return useQuery({
    queryKey: sellerProductKeys.list(page),
    queryFn: ({ signal }) =>
      requestCheckedLazily(
        { headers: companyHeaders(), url: '/seller/api/products', params: { page }, suppressErrorToast: true, signal },
        listValidator,
        'seller products',
      ),
  });
}

export function useSellerProduct(id: string | undefined): UseQueryResult<SellerProduct> {
  return useQuery({
    queryKey: sellerProductKeys.product(id ?? ''),
    queryFn: ({ signal }) =>
      requestCheckedLazily(
        { headers: companyHeaders(), url: `/seller/api/products/${encodeURIComponent(id ?? '')}`, suppressErrorToast: true, signal },
        productValidator,
        'seller product',
      ),
    enabled: id !== undefined,
  });
}

/** Creates a product (no `id`) or changes the company's product `id`; E400_INVALID_PRODUCT names what is wrong, by pointer. */
export function saveSellerProduct(id: string | undefined, document: SellerProductDocument): Promise<SellerProduct> {
  const config =
    id === undefined
      ? ({ headers: companyHeaders(), method: 'POST', url: '/seller/api/products', data: { document }, suppressErrorToast: true } as const)
      : ({
          headers: companyHeaders(),
          method: 'PUT',
          url: `/seller/api/products/${encodeURIComponent(id)}`,
          data: { document },
          suppressErrorToast: true,
        } as const);
  return requestCheckedLazily(config, productValidator, 'seller product');
}

/** Puts a picture in the media library as the seller's (the server sniffs what it is); its entry, with its address. */
export function uploadProductPicture(file: Blob, name: string): Promise<MediaFile> {
  return requestCheckedLazily(
    {
      method: 'POST',
      url: '/seller/api/media',
      params: { name: name.slice(0, 200) },
      data: file,
      headers: { ...companyHeaders(), 'content-type': 'application/octet-stream' },
      suppressErrorToast: true,
      // A large picture on a slow line takes longer than a JSON call.
      timeout: 120_000,
    },
    fileValidator,
    'media file',
  );
}

/** The pictures this seller uploaded, the newest first. */
export function useSellerPictures(enabled: boolean): UseQueryResult<MediaFileList> {
  return useQuery({
    queryKey: sellerProductKeys.pictures(),
    queryFn: ({ signal }) =>
      requestCheckedLazily({ headers: companyHeaders(), url: '/seller/api/media', suppressErrorToast: true, signal }, filesValidator, 'seller pictures'),
    enabled,
  });
}
