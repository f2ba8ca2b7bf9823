import type { Language } from '../../common/language';

/** Spec §2: trade matching looks for suppliers or for purchasers on the external matching site. */
export type MatchingQueryType = 'SUPPLIER' | 'PURCHASE';

/** The matching site's address with the spec's queryType and lang parameters; its own parameters stay. */
export function matchingSiteLink(matchingSiteUrl: string, queryType: MatchingQueryType, language: Language): string {
  const url = new URL(matchingSiteUrl);
  url.searchParams.set('queryType', queryType);
  url.searchParams.set('lang', language);
  return url.href;
}
