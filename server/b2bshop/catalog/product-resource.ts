import type { Language } from '../../../common/generated/types.js';
import { contentLanguage, LANGUAGES } from '../../../common/language.js';
import type { SearchField, SearchResource } from '../../filter/search-resource.js';

// The exhibitor's area and the supply type are copies on the product (migration 028, kept by triggers), so a
// product index holds them: the exhibitor's area through the join, or the supply type read out of the sales info,
// took 1.2 to 1.3 s with a common keyword at 3 million products.

/** The supply type as the reply shows it in `language`: its entry, else the ZH_CN one (migration 028). */
function supplyTypeColumn(language: Language): string {
  return `p.supply_type_${contentLanguage(language).toLowerCase()}`;
}

function productResource(language: Language): SearchResource {
  return {
    name: 'listedProducts',
    fields: new Map<string, SearchField>([
      ['shopCode', { column: 'e.shop_code', type: 'text' }],
      // The exhibitor's area.
      ['area', { column: 'p.exhibitor_area', type: 'text' }],
      // Compared with the supply type as the product card shows it in the requested language.
      ['salesInfo.supplyType', { column: supplyTypeColumn(language), type: 'text' }],
      ['listedAt', { column: 'p.listed_at', type: 'wallTime' }],
      ['popularity', { column: 'p.popularity', type: 'integer' }],
    ]),
    sortColumns: new Map([
      ['popularity', 'p.popularity'],
      ['listedAt', 'p.listed_at'],
      ['id', 'p.id'],
    ]),
    idColumn: 'p.id',
  };
}

/** The filter and sort fields of products (over PRODUCTS_WITH_EXHIBITOR), per reply language. */
export const PRODUCT_RESOURCES = Object.fromEntries(LANGUAGES.map((language) => [language, productResource(language)])) as Record<Language, SearchResource>;
