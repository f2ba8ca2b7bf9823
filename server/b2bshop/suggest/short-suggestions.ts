import type { Queryable } from '../../db/connection.js';
import type { DictionaryKey } from './keyword-dictionary.js';
import { MAX_SUGGESTIONS, SHORT_QUERY_LENGTH } from './suggestion-limits.js';

/**
 * Refills search_short_suggestions from search_keywords: for every fragment of one or two characters a
 * keyword holds (lower-cased, not starting or ending with a space, which a trimmed query never does), the
 * best MAX_SUGGESTIONS keywords in the suggest endpoint's order — those starting with it first, then by
 * popularity, then by keyword. Returns how many rows it wrote.
 */
export async function rebuildShortSuggestions(db: Queryable): Promise<number> {
  await db.query('DELETE FROM search_short_suggestions');
  const [row] = await db.query<{ count: number }>(
    `WITH inserted AS (
       INSERT INTO search_short_suggestions (language, fragment, rank, keyword)
       SELECT language, fragment, rank, keyword FROM (
         SELECT keyword.language, part.fragment, keyword.keyword,
                row_number() OVER (
                  PARTITION BY keyword.language, part.fragment
                  ORDER BY left(keyword.keyword_lower, char_length(part.fragment)) = part.fragment DESC,
                           keyword.popularity DESC, keyword.keyword COLLATE "C"
                ) AS rank
           FROM search_keywords keyword
          CROSS JOIN LATERAL (
            SELECT DISTINCT substr(keyword.keyword_lower, start, length) AS fragment
              FROM generate_series(1, char_length(keyword.keyword_lower)) AS start,
                   generate_series(1, $2::int) AS length
             WHERE start + length - 1 <= char_length(keyword.keyword_lower)
          ) AS part
          WHERE btrim(part.fragment) = part.fragment
       ) AS ranked
       WHERE rank <= $1
       RETURNING 1
     )
     SELECT count(*)::int AS count FROM inserted`,
    [MAX_SUGGESTIONS, SHORT_QUERY_LENGTH],
  );
  return row?.count ?? 0;
}

/**
 * Works the suggestions out again for every fragment these keywords hold (lower-cased; what rebuildShortSuggestions
 * would write for them, in the same order), after search_keywords changed for them: a keyword that came, went or
 * changed popularity moves only in the lists of its own fragments. Each fragment reads its language's keywords once.
 */
export async function refreshShortSuggestions(db: Queryable, keys: readonly DictionaryKey[]): Promise<void> {
  if (keys.length === 0) return;
  // The fragments, as rebuildShortSuggestions cuts them: lower-cased, neither end a space.
  const affected = `SELECT DISTINCT key.language, substr(key.word, start, length) AS fragment
       FROM (SELECT language, lower(btrim(keyword)) AS word FROM unnest($1::text[], $2::text[]) AS given(language, keyword)) AS key,
            generate_series(1, char_length(key.word)) AS start,
            generate_series(1, $3::int) AS length
      WHERE start + length - 1 <= char_length(key.word) AND btrim(substr(key.word, start, length)) = substr(key.word, start, length)`;
  const params = [keys.map((key) => key.language), keys.map((key) => key.keyword), SHORT_QUERY_LENGTH];
  await db.query(`DELETE FROM search_short_suggestions s USING (${affected}) AS a WHERE s.language = a.language AND s.fragment = a.fragment`, params);
  await db.query(
    `INSERT INTO search_short_suggestions (language, fragment, rank, keyword)
     SELECT a.language, a.fragment, best.rank, best.keyword
       FROM (${affected}) AS a
      CROSS JOIN LATERAL (
        SELECT k.keyword,
               row_number() OVER (
                 ORDER BY left(k.keyword_lower, char_length(a.fragment)) = a.fragment DESC, k.popularity DESC, k.keyword COLLATE "C"
               ) AS rank
          FROM search_keywords k
         WHERE k.language = a.language AND strpos(k.keyword_lower, a.fragment) > 0
         ORDER BY rank
         LIMIT $4
      ) AS best`,
    [...params, MAX_SUGGESTIONS],
  );
}
