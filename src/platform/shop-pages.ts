// Spec §2: an exhibitor's shop page and its product pages, on the mobile site under the language segment.
import type { Language } from '../../common/language';

export function shopPageUrl(language: Language, shopCode: string): string {
  return `/m/${language}/shops/${encodeURIComponent(shopCode)}`;
}

export function productPageUrl(language: Language, shopCode: string, productId: string): string {
  return `${shopPageUrl(language, shopCode)}/listedProducts/${encodeURIComponent(productId)}`;
}
