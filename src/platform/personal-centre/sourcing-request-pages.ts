// Spec §2: creating a sourcing request opens a create page in the rfq-list menu of the member area, in a new
// tab; the same page without the create hash lists the buyer's requests. ?lang= keeps the page's language.
import type { Language } from '../../../common/language';
import { linkQuery } from '../../../common/link-query';

export function sourcingRequestListUrl(language: Language): string {
  return `/member/rfq/index?${linkQuery({ lang: language })}#/rfq-list`;
}

export function sourcingRequestCreateUrl(language: Language): string {
  return `${sourcingRequestListUrl(language)}/create`;
}
