// Spec §5 phone input: the country code the picker starts with. A zh-CN page's visitors are mostly at home: CN.
// On the en-US page the fair meets buyers from everywhere, so no one code fits them all: the browser's own region
// (en-GB, de-DE, es-MX …) is the best guess the page has without asking. When the browser names none, nothing is
// chosen and the field asks for the code rather than guessing +1 for a buyer in Lagos or Lima.
import type { Language } from '../../../common/language';
import { CALLING_CODES, type RegionCode } from './calling-codes';

/** The region a language tag names ('en-GB' → GB), if it names one the picker offers. */
function regionOfTag(tag: string): RegionCode | undefined {
  try {
    const region = new Intl.Locale(tag).region;
    return region !== undefined && CALLING_CODES.has(region) ? region : undefined;
  } catch {
    // Not a language tag (a browser may report anything): it names no region.
    return undefined;
  }
}

export function defaultPhoneRegion(language: Language, browserLanguages: readonly string[]): RegionCode | undefined {
  if (language === 'zh-CN') return 'CN';
  return browserLanguages.map(regionOfTag).find((region) => region !== undefined);
}

/** The browser's preferred languages (none while the server renders). */
export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}
