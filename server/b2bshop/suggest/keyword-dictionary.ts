import type { Queryable } from '../../db/connection.js';
import { rebuildShortSuggestions } from './short-suggestions.js';

/**
 * Rebuilds search_keywords, the suggestion dictionary, from the products' keywords: each keyword once per
 * language (case-insensitively; the spelling most products use), as popular as the products carrying it
 * plus one per product; and then the short queries' suggestions from it. Run after the catalogue is loaded
 * or changed; returns how many keywords it holds.
 */
export async function rebuildSearchKeywords(db: Queryable): Promise<number> {
  await db.query('DELETE FROM search_keywords');
  const [row] = await db.query<{ count: number }>(
    `WITH spelled AS (
       SELECT CASE entry.language WHEN 'EN_US' THEN 'en-US' ELSE 'zh-CN' END AS language,
              btrim(keyword.value) AS keyword,
              count(*) AS uses,
              sum(product.popularity::bigint + 1) AS popularity
         FROM listed_products product
         CROSS JOIN LATERAL jsonb_each(product.keywords) AS entry(language, list)
         CROSS JOIN LATERAL jsonb_array_elements_text(CASE jsonb_typeof(entry.list) WHEN 'array' THEN entry.list ELSE '[]' END) AS keyword(value)
        WHERE entry.language IN ('EN_US', 'ZH_CN') AND btrim(keyword.value) <> '' AND char_length(btrim(keyword.value)) <= 100
        GROUP BY 1, 2
     ), ranked AS (
       SELECT language, keyword,
              sum(popularity) OVER (PARTITION BY language, lower(keyword)) AS popularity,
              row_number() OVER (PARTITION BY language, lower(keyword) ORDER BY uses DESC, keyword) AS spelling
         FROM spelled
     ), inserted AS (
       INSERT INTO search_keywords (language, keyword, popularity)
       SELECT language, keyword, least(popularity, 2147483647)::integer FROM ranked WHERE spelling = 1
       RETURNING 1
     )
     SELECT count(*)::int AS count FROM inserted`,
  );
  await rebuildShortSuggestions(db);
  return row?.count ?? 0;
}
