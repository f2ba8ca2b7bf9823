import type { Language } from '../../../common/generated/types.js';
import type { Queryable } from '../../db/connection.js';
import { containsPattern, prefixPattern } from '../../filter/like-pattern.js';
import { SHORT_QUERY_LENGTH } from './suggestion-limits.js';

export interface SuggestionRepository {
  /**
   * The dictionary's keywords of the language that contain `query` (case-insensitively): those that start
   * with it first, then the others, each group by popularity then keyword; at most `limit`. `query` is
   * trimmed and not blank.
   */
  keywords(language: Language, query: string, limit: number): Promise<string[]>;
}

// Each suggestion costs one statement (on the embedded database every statement waits its turn). A query of
// one or two characters reads its ranked keywords from search_short_suggestions: one index range.
const SHORT_QUERY_SQL = `
  SELECT keyword FROM search_short_suggestions
   WHERE language = $1 AND fragment = lower($2)
   ORDER BY rank LIMIT $3`;

// A longer query reads the trigram index, which finds the keywords containing it, those starting with it
// among them; the few hundred at most are sorted prefix matches first. (Measured on the large catalogue,
// this one scan costs less than a prefix branch on the btree index followed by an infix branch: planning
// one table is cheaper than planning two.) Ties sort bytewise (COLLATE "C"), so every database orders
// them alike.
const LONG_QUERY_SQL = `
  SELECT keyword FROM search_keywords
   WHERE language = $1 AND keyword_lower LIKE lower($3) ESCAPE '\\'
   ORDER BY keyword_lower LIKE lower($2) ESCAPE '\\' DESC, popularity DESC, keyword COLLATE "C"
   LIMIT $4`;

export function createSuggestionRepository(db: Queryable): SuggestionRepository {
  return {
    async keywords(language, query, limit) {
      const rows =
        [...query].length <= SHORT_QUERY_LENGTH
          ? await db.query<{ keyword: string }>(SHORT_QUERY_SQL, [language, query, limit])
          : await db.query<{ keyword: string }>(LONG_QUERY_SQL, [language, prefixPattern(query), containsPattern(query), limit]);
      return rows.map((row) => row.keyword);
    },
  };
}
