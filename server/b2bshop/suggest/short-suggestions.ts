import type { Queryable } from '../../db/connection.js';
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
