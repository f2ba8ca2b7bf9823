import type { Language } from '../../common/language';
import { redirectTargetOf } from '../../common/redirect-target';

/**
 * The create page as the buyer entry opens it: a path of the portal gets the page's language as ?lang= before its
 * hash (/member/rfq/index?lang=en-US#/rfq-list/create), since the member area's path has no language segment and
 * the new tab would otherwise guess it. Another site's URL is opened as it is.
 */
export function rfqCreateUrlIn(url: string, language: Language, pageOrigin: string): string {
  const target = redirectTargetOf(url, pageOrigin);
  if (target.kind !== 'internal') return url;
  const parsed = new URL(target.path, pageOrigin);
  parsed.searchParams.set('lang', language);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
