import { containsPattern, prefixPattern } from '../../filter/like-pattern.js';
import type { SqlParams } from '../../filter/sql-params.js';

// How a keyword matches each kind of record, as a condition with the keyword as a parameter.
// search_text is stored lower-cased (migration 005), so the pattern is lower-cased the same way, by the
// database; booth numbers are upper-case (migration 005's CHECK), so the pattern is upper-cased.

// pg_trgm finds a LIKE pattern in its index only by the trigrams of runs of three letters or digits.
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;
// What search_pairs (migration 029) splits words at: ASCII spaces, controls and punctuation.
const PAIR_WORD_BREAK = /[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/;
const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * Whether the keyword has no trigram for the index but has pairs of characters for search_pairs (migration 029):
 * a word of two characters or more, one of them not ASCII, as a Chinese two-character word is.
 */
export function searchesByPairs(keyword: string): boolean {
  if (TRIGRAM_RUN.test(keyword)) return false;
  return keyword.split(PAIR_WORD_BREAK).some((word) => NOT_ASCII.test(word) && Array.from(word).length >= 2);
}

/** A keyword's condition, and what narrows it down to an index where the trigram index cannot. */
export interface KeywordMatch {
  condition: string;
  /**
   * A condition every match meets too, which an index answers (its pairs, migration 029), or undefined. It holds
   * many texts the keyword is not in, and costs more than `condition` on a row already read: windowed-query.ts adds
   * it where the matches are few.
   */
  narrowing?: string;
}

/** Texts in `alias.search_text` that contain the keyword. */
function searchTextMatch(alias: 'p' | 'e', keyword: string, params: SqlParams): KeywordMatch {
  const pattern = params.add(containsPattern(keyword));
  const condition = `${alias}.search_text LIKE lower(${pattern}) ESCAPE '\\'`;
  // The pattern's pairs are the keyword's: % and the escaping \ are where search_pairs splits words.
  return searchesByPairs(keyword) ? { condition, narrowing: `search_pairs(${alias}.search_text) @> search_pairs(lower(${pattern}))` } : { condition };
}

/** Products over PRODUCTS_WITH_EXHIBITOR whose title or keywords, in either language, contain the keyword. */
export function productMatch(keyword: string, params: SqlParams): KeywordMatch {
  return searchTextMatch('p', keyword, params);
}

/** Exhibitors (`exhibitors e`) whose name or main products, in either language, contain the keyword. */
export function exhibitorMatch(keyword: string, params: SqlParams): KeywordMatch {
  return searchTextMatch('e', keyword, params);
}

/** Booths (`booths b`) whose number starts with the keyword, case-insensitively, in the order of booths_code_order (030). */
export function boothMatch(keyword: string, params: SqlParams): KeywordMatch {
  return { condition: `b.code COLLATE "C" LIKE upper(${params.add(prefixPattern(keyword))}) ESCAPE '\\'` };
}
