// The large catalogue's exhibitors: bilingual company names from realistic word lists, each in one
// trade (category) with its area, booths, sessions count and badges.
import { boothNumber, type BoothNumber } from './booth-codes.js';
import { BRAND_NAMES, CITIES, COMPANY_FORMS, type City } from './company-words.js';
import { largeShopCode, largeSiteTraderId } from './large-ids.js';
import { CATEGORIES, type Category, type Words } from './product-words.js';
import { createRandom, type Random } from './random.js';
import { translations, type Translations } from './translations.js';

export interface LargeExhibitor {
  siteTraderId: string;
  shopCode: string;
  name: Translations;
  introduction: Translations;
  mainProducts: Translations;
  area: string;
  sessionsCount: number;
  badges: string[];
  popularity: number;
  booths: BoothNumber[];
  /** What its products are made of: its trade, its main products first, its brand and home town. */
  category: Category;
  mainProductWords: Words[];
  brand: Words;
  city: City;
}

// How often each badge of spec §3 is set (isMultipleExhibit follows from the sessions count).
const BADGE_SHARES: Readonly<Record<string, number>> = {
  isAeo: 0.08,
  isBrandEnterprise: 0.12,
  isCfAward: 0.03,
  isGreenAward: 0.05,
  isInvitationAward: 0.04,
  isNewExhibition: 0.15,
  isChinatimehonoredBrand: 0.02,
  isNewHightechEnterprise: 0.2,
  isPovertyAlleviation: 0.03,
  natEntTechCenter: 0.04,
  entsinglespecialmfgindustry: 0.06,
};

const MAX_SESSIONS = 20;
const MAIN_PRODUCTS = 3;
const AREAS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Names are city × brand × company form, walked with a step coprime to their count, so the exhibitors
// of one trade have different names until the combinations run out.
const NAME_COMBINATIONS = CITIES.length * BRAND_NAMES.length * COMPANY_FORMS.length;
const NAME_STEP = 2311;

export function generateExhibitors(count: number, seed: number): LargeExhibitor[] {
  const random = createRandom(seed);
  const perCategory = new Map<Category, number>();
  let boothsHandedOut = 0;
  return Array.from({ length: count }, (_, index) => {
    const categoryIndex = random.below(CATEGORIES.length);
    const category = CATEGORIES[categoryIndex]!;
    const ordinal = perCategory.get(category) ?? 0;
    perCategory.set(category, ordinal + 1);
    const combination = (ordinal * NAME_STEP + categoryIndex * 997) % NAME_COMBINATIONS;
    const city = CITIES[combination % CITIES.length]!;
    const brand = BRAND_NAMES[Math.floor(combination / CITIES.length) % BRAND_NAMES.length]!;
    const form = COMPANY_FORMS[Math.floor(combination / (CITIES.length * BRAND_NAMES.length))]!;
    const name = translations(`${city.en} ${brand.en} ${category.trade.en} ${form.en}`, `${city.zh}${brand.zh}${category.trade.zh}${form.zh}`);
    const mainProductWords = shuffled(category.products, random).slice(0, MAIN_PRODUCTS);
    const mainProducts = translations(mainProductWords.map((words) => words.en).join(', '), mainProductWords.map((words) => words.zh).join('、'));
    const boothCount = 1 + (random.chance(0.3) ? 1 : 0) + (random.chance(0.1) ? 1 : 0);
    const booths = Array.from({ length: boothCount }, () => boothNumber(boothsHandedOut++));
    return {
      siteTraderId: largeSiteTraderId(index),
      shopCode: largeShopCode(index),
      name,
      introduction: introduction(name, mainProducts, city, random),
      mainProducts,
      area: AREAS[categoryIndex % AREAS.length] ?? 'A',
      // Most exhibitors come to a few sessions; about one in five to more than ten.
      sessionsCount: 1 + Math.floor(MAX_SESSIONS * random.next() ** 3),
      badges: Object.entries(BADGE_SHARES)
        .filter(([, share]) => random.chance(share))
        .map(([badge]) => badge),
      popularity: Math.floor(5000 * random.next() ** 4),
      booths,
      category,
      mainProductWords,
      brand,
      city,
    };
  });
}

function introduction(name: Translations, mainProducts: Translations, city: City, random: Random): Translations {
  const founded = random.between(1985, 2022);
  const countries = random.between(5, 120);
  return translations(
    `Founded in ${founded} in ${city.en}, ${city.province.en}, ${name.EN_US} makes ${mainProducts.EN_US.toLowerCase()} and exports to ${countries} countries and regions.`,
    `${name.ZH_CN}成立于${founded}年，位于${city.province.zh}${city.zh}，主营${mainProducts.ZH_CN}，产品远销${countries}个国家和地区。`,
  );
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.below(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
