// What the search bench asks epSearch, the results page (spec §2), of each query type: products and exhibitors by a
// dictionary keyword (popular keywords more often) in English or Chinese, exhibitors also without one (the exhibitor
// search page lists them all), booths by the start of a number as typed (20.1A); half of the requests with a filter
// of the type's own, the first or the fifth page of 20.
import qs from 'qs';
import type { FilterExpression } from '../../common/generated/types.js';
import { SEARCH_QUERY_TYPES } from '../../common/search-page.js';
import { SUPPLY_TYPES } from '../large-catalog/product-words.js';
import { createRandom, createZipf, type Random } from '../large-catalog/random.js';
import type { BenchRequest } from './bench-request.js';
import type { DictionaryKeyword } from './query-mix.js';

/** What the mix draws from, read from the loaded catalogue. */
export interface EpSearchSample {
  /** Most popular first. */
  keywords: readonly DictionaryKeyword[];
  boothCodes: readonly string[];
  areas: readonly string[];
}

const FILTER_SHARE = 0.5;
const FIFTH_PAGE_SHARE = 0.5;
const NO_KEYWORD_SHARE = 0.2;
const PAGE_SIZE = 20;
const FREQUENT_SESSIONS = 10;
const RECENT_LISTING = '2026-01-01';
const POPULAR = 100;
const BADGES = ['isBrandEnterprise', 'isNewHightechEnterprise', 'isAeo'];

export const epSearchLabel = (type: number) => `epSearch type ${type}`;

/** `count` epSearch requests, the three types in turn, on site `siteId`. */
export function epSearchMix(sample: EpSearchSample, count: number, seed: number, siteId: string): BenchRequest[] {
  const random = createRandom(seed);
  const byLanguage = (['en-US', 'zh-CN'] as const).map((language) =>
    sample.keywords.filter((entry) => entry.language === language).map((entry) => entry.keyword),
  );
  if (byLanguage.some((list) => list.length === 0)) throw new Error('the mix needs keywords in both languages');
  if (sample.boothCodes.length === 0 || sample.areas.length === 0) throw new Error('the mix needs booths and areas');
  const pickers = byLanguage.map((list) => createZipf(list.length, 0.8));
  return Array.from({ length: count }, (_, index) => {
    const type = [SEARCH_QUERY_TYPES.product, SEARCH_QUERY_TYPES.exhibitor, SEARCH_QUERY_TYPES.booth][index % 3]!;
    const languageIndex = random.below(2);
    const lang = languageIndex === 0 ? 'en-US' : 'zh-CN';
    const keyword = () => byLanguage[languageIndex]![pickers[languageIndex]!(random)]!;
    const query: Record<string, unknown> = { type, lang, size: PAGE_SIZE, page: random.chance(FIFTH_PAGE_SHARE) ? 4 : 0 };
    if (type === SEARCH_QUERY_TYPES.product) query.keyword = keyword();
    if (type === SEARCH_QUERY_TYPES.exhibitor && !random.chance(NO_KEYWORD_SHARE)) query.keyword = keyword();
    if (type === SEARCH_QUERY_TYPES.booth) query.keyword = boothPrefix(random.pick(sample.boothCodes), random);
    if (random.chance(FILTER_SHARE)) query.filter = filterOf(type, lang, sample, random);
    return { label: epSearchLabel(type), path: `/b2bshop/api/industrySites/${siteId}/epSearch?${qs.stringify(query, { encodeValuesOnly: true })}` };
  });
}

function filterOf(type: number, lang: 'en-US' | 'zh-CN', sample: EpSearchSample, random: Random): FilterExpression {
  const area: FilterExpression = { field: 'area', op: 'eq', value: random.pick(sample.areas) };
  if (type === SEARCH_QUERY_TYPES.product) {
    const supply = random.pick(SUPPLY_TYPES);
    return random.pick<FilterExpression>([
      area,
      { field: 'salesInfo.supplyType', op: 'eq', value: lang === 'en-US' ? supply.en : supply.zh },
      { field: 'listedAt', op: 'gte', value: RECENT_LISTING },
      { field: 'popularity', op: 'gt', value: POPULAR },
    ]);
  }
  if (type === SEARCH_QUERY_TYPES.exhibitor) {
    return random.pick<FilterExpression>([
      area,
      { field: 'badges', op: 'eq', value: random.pick(BADGES) },
      { field: 'sessionsCount', op: 'gt', value: FREQUENT_SESSIONS },
    ]);
  }
  return area;
}

// A booth number as typed so far: the hall (20.), its floor (20.1), the row (20.1A) or the whole number.
function boothPrefix(code: string, random: Random): string {
  const hallEnd = code.indexOf('.') + 1;
  const prefix = code.slice(0, random.between(hallEnd, code.length));
  return random.chance(0.5) ? prefix.toLowerCase() : prefix;
}
