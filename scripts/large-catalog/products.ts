// The large catalogue's products: "Hongda Waterproof LED Work Light WL-2041", with keywords per
// language. Exhibitors, nouns and qualifiers are drawn with Zipf-like skew, so a few keywords are
// very popular and most are rare, as in a real fair.
import type { LargeExhibitor } from './exhibitors.js';
import { largeProductId } from './large-ids.js';
import { CATEGORIES, QUALIFIERS, type Words } from './product-words.js';
import { createRandom, createZipf, type Random } from './random.js';
import type { StoredSalesInfo } from '../../server/b2bshop/catalog/sales-info.js';
import { salesInfo } from './sales-info.js';
import { translations, type Translations } from './translations.js';

export interface LargeProduct {
  id: string;
  siteTraderId: string;
  title: Translations;
  keywords: { EN_US: string[]; ZH_CN: string[] };
  salesInfo: StoredSalesInfo;
  popularity: number;
  /** UTC+8 wall time 'YYYY-MM-DD HH:mm:ss'. */
  listedAt: string;
}

const MAIN_PRODUCT_SHARE = 0.6;
const SECOND_QUALIFIER_SHARE = 0.5;
const LISTED_FROM = Date.UTC(2025, 0, 1);
const LISTING_DAYS = 600;
const pickQualifierRank = createZipf(QUALIFIERS.length, 1);
const pickNounRank = new Map(CATEGORIES.map((category) => [category, createZipf(category.products.length, 1)]));

/** Yields `count` products one at a time (a large catalogue need not sit in memory at once). */
export function* generateProducts(count: number, exhibitors: readonly LargeExhibitor[], seed: number): Generator<LargeProduct> {
  if (exhibitors.length === 0) throw new Error('products need at least one exhibitor');
  const random = createRandom(seed);
  for (let index = 0; index < count; index += 1) {
    // A few exhibitors list hundreds of products, most a few dozen.
    const exhibitor = exhibitors[Math.floor(exhibitors.length * random.next() ** 1.6)]!;
    const noun = productNoun(exhibitor, random);
    const qualifier = productQualifier(exhibitor, random);
    const model = `${initials(noun.en)}-${random.between(100, 9999)}`;
    const keywordsEn = [`${qualifier.en} ${noun.en}`, noun.en];
    const keywordsZh = [`${qualifier.zh}${noun.zh}`, noun.zh];
    if (random.chance(SECOND_QUALIFIER_SHARE)) {
      const second = productQualifier(exhibitor, random);
      keywordsEn.push(`${second.en} ${noun.en}`);
      keywordsZh.push(`${second.zh}${noun.zh}`);
    }
    yield {
      id: largeProductId(index),
      siteTraderId: exhibitor.siteTraderId,
      title: translations(`${exhibitor.brand.en} ${qualifier.en} ${noun.en} ${model}`, `${exhibitor.brand.zh}${qualifier.zh}${noun.zh} ${model}`),
      keywords: { EN_US: [...new Set(keywordsEn)], ZH_CN: [...new Set(keywordsZh)] },
      salesInfo: salesInfo(exhibitor, model, random),
      popularity: Math.floor(10_000 * random.next() ** 5),
      listedAt: wallTime(LISTED_FROM + random.below(LISTING_DAYS * 86_400) * 1000),
    };
  }
}

function productNoun(exhibitor: LargeExhibitor, random: Random): Words {
  if (random.chance(MAIN_PRODUCT_SHARE)) return random.pick(exhibitor.mainProductWords);
  const rank = pickNounRank.get(exhibitor.category)!(random);
  return exhibitor.category.products[rank]!;
}

// Each trade has its own favourite qualifiers: the Zipf ranks are rotated by the trade's place.
function productQualifier(exhibitor: LargeExhibitor, random: Random): Words {
  const offset = CATEGORIES.indexOf(exhibitor.category) * 7;
  return QUALIFIERS[(pickQualifierRank(random) + offset) % QUALIFIERS.length]!;
}

function initials(words: string): string {
  return words
    .split(/[\s-]+/)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function wallTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}
