import type { Language } from '../../../common/language';

/** The products page's own address, in the page's language: the list, a new product (`new`), or one product. */
export function sellerProductsUrl(language: Language, edit?: string): string {
  const query = new URLSearchParams({ lang: language, ...(edit ? { edit } : {}) });
  return `/m/seller/products/index?${query.toString()}`;
}
