// Spec §5 phone input with country-code search: the countries and regions the picker offers, named in the page
// language and sorted as its readers sort (pinyin for zh-CN), and the search over them — a name in either
// language, the region code, or a calling code typed as '+44' or '44'.
import { LANGUAGES, type Language } from '../../../common/language';
import { CALLING_CODES, MAIN_REGION_OF_CODE, type RegionCode } from './calling-codes';
import { regionName } from './region-names';

export interface PhoneCountry {
  region: RegionCode;
  /** Digits, without the +. */
  callingCode: string;
  /** In the page language. */
  name: string;
  /** Its names in every portal language, folded for search (searchKey). */
  searchNames: readonly string[];
}

/** Lower case, without accents or width differences: 'Côte' is found by 'cote', 'ＵＳ' by 'us'. */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Every country and region of the calling-code list, named in `language`, in that language's order. */
export function phoneCountries(language: Language): PhoneCountry[] {
  const collator = new Intl.Collator(language);
  return [...CALLING_CODES]
    .map(([region, callingCode]) => ({
      region,
      callingCode,
      name: regionName(region, language),
      searchNames: LANGUAGES.map((each) => searchKey(regionName(region, each))),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * How well a country answers the search, best first; undefined when it does not. 0: the main region of exactly
 * that code; 1: exactly the code or the region code, or a name starting with the query; 2: a code starting with
 * the digits, or a name containing the query.
 */
function rankOf(country: PhoneCountry, query: string): number | undefined {
  const digits = /^\+?(\d+)$/.exec(query.replace(/\s/g, ''))?.[1];
  if (digits !== undefined) {
    if (country.callingCode === digits) return MAIN_REGION_OF_CODE[digits] === country.region ? 0 : 1;
    return country.callingCode.startsWith(digits) ? 2 : undefined;
  }
  if (query === country.region.toLowerCase()) return 1;
  if (country.searchNames.some((name) => name.startsWith(query))) return 1;
  if (country.searchNames.some((name) => name.includes(query))) return 2;
  return undefined;
}

/** The countries the query finds, best first and otherwise in list order; all of them for a blank query. */
export function searchPhoneCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const key = searchKey(query).replace(/\s+/g, ' ');
  if (!key) return [...countries];
  return countries
    .map((country) => ({ country, rank: rankOf(country, key) }))
    .filter((found): found is { country: PhoneCountry; rank: number } => found.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .map((found) => found.country);
}
