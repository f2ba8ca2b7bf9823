import type { Queryable } from '../../db/connection.js';
import { containsPattern } from '../../filter/like-pattern.js';
import { SqlParams } from '../../filter/sql-params.js';
import { rebuildShortSuggestions, refreshShortSuggestions } from './short-suggestions.js';

/** A keyword of a language, trimmed; the dictionary keys it lower-cased (by the database's lower()). */
export interface DictionaryKey {
  language: 'en-US' | 'zh-CN';
  keyword: string;
}

/** Where the dictionary's words come from: a product's keywords stored under EN_US and ZH_CN. */
const LANGUAGES = { EN_US: 'en-US', ZH_CN: 'zh-CN' } as const;
/** Longer keywords are left out of the dictionary (the seed and the seller's form refuse them). */
const MAX_KEYWORD_LENGTH = 100;

/**
 * The INSERT of search_keywords' rows from the listed products' keywords, `where` narrowing the products and
 * `keywordFilter` the keywords: each keyword once per language (case-insensitively; the spelling most products
 * use), as popular as the products carrying it plus one per product. Selects how many rows it wrote.
 */
function insertKeywordsSql(where: string, keywordFilter: string): string {
  return `WITH spelled AS (
       SELECT CASE entry.language WHEN 'EN_US' THEN 'en-US' ELSE 'zh-CN' END AS language,
              btrim(keyword.value) AS keyword,
              count(*) AS uses,
              sum(product.popularity::bigint + 1) AS popularity
         FROM listed_products product
         CROSS JOIN LATERAL jsonb_each(product.keywords) AS entry(language, list)
         CROSS JOIN LATERAL jsonb_array_elements_text(CASE jsonb_typeof(entry.list) WHEN 'array' THEN entry.list ELSE '[]' END) AS keyword(value)
        WHERE product.listed AND ${where}
          -- as the search: a product shows only while its company exhibits (PRODUCTS_WITH_EXHIBITOR)
          AND EXISTS (SELECT 1 FROM exhibitors e WHERE e.site_trader_id = product.site_trader_id)
          AND entry.language IN ('EN_US', 'ZH_CN') AND btrim(keyword.value) <> '' AND char_length(btrim(keyword.value)) <= ${MAX_KEYWORD_LENGTH}
          AND ${keywordFilter}
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
     SELECT count(*)::int AS count FROM inserted`;
}

/**
 * Rebuilds search_keywords, the suggestion dictionary, from the listed products' keywords, and then the short
 * queries' suggestions from it. Run after the catalogue is loaded; returns how many keywords it holds.
 */
export async function rebuildSearchKeywords(db: Queryable): Promise<number> {
  await db.query('DELETE FROM search_keywords');
  const [row] = await db.query<{ count: number }>(insertKeywordsSql('true', 'true'));
  await rebuildShortSuggestions(db);
  return row?.count ?? 0;
}

/** The dictionary keys of a product's stored keywords ({ "EN_US": [...], "ZH_CN": [...] }). */
export function dictionaryKeysOf(keywords: Partial<Record<string, readonly string[]>>): DictionaryKey[] {
  return Object.entries(LANGUAGES).flatMap(([stored, language]) =>
    (keywords[stored] ?? []).map((keyword) => ({ language, keyword: keyword.trim() })).filter(({ keyword }) => keyword !== ''),
  );
}

/** Writers of the dictionary take turns: two refreshes of one keyword at once would both insert it. */
const DICTIONARY_LOCK = 0x5e4_4c1c7;

/**
 * Brings the dictionary up to date for these keys after products carrying them changed (added, changed, listed,
 * unlisted or removed): their rows are worked out again from the listed products, and then the short suggestions
 * of every fragment they hold. The result is the one rebuildSearchKeywords would give, at the cost of those keys
 * only. Run it in the transaction that changed the products, after the change; writers take turns.
 */
export async function refreshSearchKeywords(db: Queryable, keys: readonly DictionaryKey[]): Promise<void> {
  const unique = [...new Map(keys.map((key) => [`${key.language}\u0000${key.keyword}`, key])).values()];
  if (unique.length === 0) return;
  await db.query('SELECT pg_advisory_xact_lock($1::bigint)', [DICTIONARY_LOCK]);
  const languages = unique.map((key) => key.language);
  const words = unique.map((key) => key.keyword);
  await db.query(
    `DELETE FROM search_keywords k USING unnest($1::text[], $2::text[]) AS affected(language, keyword)
      WHERE k.language = affected.language AND k.keyword_lower = lower(affected.keyword)`,
    [languages, words],
  );
  // Only products whose search text holds one of the keywords can carry it (search_text holds them lower-cased;
  // LIKE's escape is a backslash by default), which the trigram index finds without reading every product. A keyword
  // with a character search_text holds otherwise (JSON-escaped: " \ and control characters; blanked: [ ]) is not
  // found that way: then every product is read.
  const params = new SqlParams();
  const stored = params.add(languages.map((language) => (language === 'en-US' ? 'EN_US' : 'ZH_CN')));
  const lowered = params.add(words);
  const prefiltered = words.every((word) => !/["\\[\]\p{Cc}]/u.test(word));
  const patterns = prefiltered ? params.add(words.map((word) => containsPattern(word))) : '';
  await db.query(
    insertKeywordsSql(
      prefiltered ? `product.search_text LIKE ANY (ARRAY(SELECT lower(pattern) FROM unnest(${patterns}::text[]) AS pattern))` : 'true',
      `(entry.language, lower(btrim(keyword.value))) IN (SELECT stored, lower(word) FROM unnest(${stored}::text[], ${lowered}::text[]) AS key(stored, word))`,
    ),
    params.values,
  );
  await refreshShortSuggestions(db, unique);
}
