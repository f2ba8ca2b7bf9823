import type { Language } from '../../common/language';

/** Spec §2: the e-commerce block links to these two custom pages of the mobile site. */
export type EcommercePage = 'e-commerce-pilot-area' | 'e-commerce-platform';

export function ecommercePagePath(language: Language, page: EcommercePage): string {
  return `/m/${language}/customPages/${page}`;
}
