import { containsPattern, prefixPattern } from '../../filter/like-pattern.js';
import type { SqlParams } from '../../filter/sql-params.js';

// How a keyword matches each kind of record, as a condition with the keyword as a parameter.
// search_text is stored lower-cased (migration 005), so the pattern is lower-cased the same way, by the
// database; booth numbers are compared upper-cased, as their index holds them.

/** Products over PRODUCTS_WITH_EXHIBITOR whose title or keywords, in either language, contain the keyword. */
export function productMatches(keyword: string, params: SqlParams): string {
  return `p.search_text LIKE lower(${params.add(containsPattern(keyword))}) ESCAPE '\\'`;
}

/** Exhibitors (`exhibitors e`) whose name or main products, in either language, contain the keyword. */
export function exhibitorMatches(keyword: string, params: SqlParams): string {
  return `e.search_text LIKE lower(${params.add(containsPattern(keyword))}) ESCAPE '\\'`;
}

/** Booths (`booths b`) whose number starts with the keyword. */
export function boothMatches(keyword: string, params: SqlParams): string {
  return `upper(b.code) LIKE upper(${params.add(prefixPattern(keyword))}) ESCAPE '\\'`;
}
