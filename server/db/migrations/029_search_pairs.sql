-- epSearch by a keyword the trigram indexes cannot find (issue 30: 3 million products from 75 000 exhibitors).
-- pg_trgm takes trigrams from a LIKE pattern only out of runs of three letters or more, so a Chinese two-character
-- word (书架, 筷子, T恤) read the whole table: 0.5 to 5 s for products with a filter, 80 to 120 ms for exhibitors.
-- search_pairs gives the pairs of neighbouring characters in the words of a text (split at ASCII spaces and
-- punctuation) of which one at least is not ASCII. Every pair of a keyword is a pair of any text that contains it,
-- so `search_pairs(search_text) @> search_pairs(lower(keyword))` finds a superset of the matches from an index, and
-- the LIKE keeps the matches. keyword-match.ts asks for it only where the keyword has no run of three letters or
-- digits. ASCII pairs ("tv") are not kept: 1 300 of them, most of which would list most of the catalogue.
CREATE FUNCTION search_pairs(search_text text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(word, position, 2)), '{}')
    FROM regexp_split_to_table(search_text, '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+') AS word,
         generate_series(1, length(word) - 1) AS position
   WHERE word ~ '[^\x01-\x7f]' AND substr(word, position, 2) ~ '[^\x01-\x7f]'
$$;

-- With the copies of migration 028, so that a filter on the area or the supply type is answered from the index too.
CREATE INDEX listed_products_search_pairs ON listed_products
  USING gin (search_pairs(search_text), exhibitor_area, supply_type_en_us, supply_type_zh_cn);
CREATE INDEX exhibitors_search_pairs ON exhibitors USING gin (search_pairs(search_text));
