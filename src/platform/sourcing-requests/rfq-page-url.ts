// Spec §2: the sourcing requests' page, in the rfq-list menu of the member area: #/rfq-list/create posts one,
// #/rfq-list lists the buyer's. Its path has no language segment, so ?lang= keeps the linking page's (SelfPageLayout).
import type { Language } from '../../../common/language';
import { linkQuery } from '../../../common/link-query';

export type RfqView = 'list' | 'create';

export const RFQ_PAGE_PATH = '/member/rfq/index';

export const RFQ_HASHES: Record<RfqView, string> = {
  list: '#/rfq-list',
  create: '#/rfq-list/create',
};

/** The page at a view, in a language: the personal centre's and the workbench's link to it. */
export function rfqPageUrl(language: Language, view: RfqView = 'list'): string {
  return `${RFQ_PAGE_PATH}?${linkQuery({ lang: language })}${RFQ_HASHES[view]}`;
}
