// The name of a country or region in either portal language: the browser's own (Intl.DisplayNames, CLDR data),
// except where the fair names a region its own way. Names are data, as the calling codes are: the picker searches
// them in both languages although a page loads only its own message catalog.
import type { Language } from '../../../common/language';
import type { RegionCode } from './calling-codes';

/** The fair's usage (a mainland-Chinese fair) where CLDR's differs: 'Hong Kong SAR China', 'Taiwan', '台湾'. */
const FAIR_REGION_NAMES: Readonly<Record<RegionCode, Record<Language, string>>> = {
  HK: { 'en-US': 'Hong Kong, China', 'zh-CN': '中国香港' },
  MO: { 'en-US': 'Macao, China', 'zh-CN': '中国澳门' },
  TW: { 'en-US': 'Taiwan, China', 'zh-CN': '中国台湾' },
};

const displayNames = new Map<Language, Intl.DisplayNames | null>();

/** The browser's region names in `language`, or null where it has none (the code is shown then). */
function displayNamesOf(language: Language): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    } catch (error) {
      console.warn('[phone] this browser names no regions; codes are shown instead:', error);
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

export function regionName(region: RegionCode, language: Language): string {
  return FAIR_REGION_NAMES[region]?.[language] ?? displayNamesOf(language)?.of(region) ?? region;
}
