import type { Language } from '../../../common/generated/types.js';
import { contentLanguage, LANGUAGES, PRIMARY_CONTENT_LANGUAGE } from '../../../common/language.js';
import type { SearchField, SearchResource } from '../../filter/search-resource.js';

/** A translated sales-info text as the reply shows it in `language`: its entry, else the ZH_CN one. */
function salesInfoText(field: string, language: Language): string {
  const entries = [...new Set([contentLanguage(language), PRIMARY_CONTENT_LANGUAGE])];
  return `coalesce(${entries.map((entry) => `p.sales_info #>> '{${field},${entry}}'`).join(', ')})`;
}

function productResource(language: Language): SearchResource {
  return {
    name: 'listedProducts',
    fields: new Map<string, SearchField>([
      ['shopCode', { column: 'e.shop_code', type: 'text' }],
      ['area', { column: 'e.area', type: 'text' }],
      // Compared with the supply type as the product card shows it in the requested language.
      ['salesInfo.supplyType', { column: salesInfoText('supplyType', language), type: 'text' }],
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
