-- The fair's catalogue (issue 5, spec §2/§3/§5): exhibitors with their shops, badges and booth areas,
-- the booths they stand at, the products they list (with sales info), and the keywords the search
-- suggests. Keyword search is a case-insensitive substring match, served by trigram indexes.

-- In public, so every schema finds it (tests run each in their own schema); the migration lock makes
-- concurrent first runs take turns.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- An exhibitor's shop (/shops/{shopCode}). name, introduction and main_products hold translations
-- { "EN_US": ..., "ZH_CN": ... }; badges lists the badge flags of spec §3 that are set, by name, except
-- isMultipleExhibit, which follows from sessions_count (more than 10 sessions).
CREATE TABLE exhibitors (
  shop_code       text    PRIMARY KEY CHECK (shop_code ~ '^[A-Za-z0-9_-]{1,64}$'),
  site_trader_id  text    NOT NULL UNIQUE REFERENCES site_traders (id) ON DELETE CASCADE,
  name            jsonb   NOT NULL CHECK (jsonb_typeof(name) = 'object'),
  introduction    jsonb   NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(introduction) = 'object'),
  main_products   jsonb   NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(main_products) = 'object'),
  logo_url        text,
  area            text    NOT NULL CHECK (area ~ '^[A-Z]$'),
  sessions_count  integer NOT NULL DEFAULT 1 CHECK (sessions_count >= 0),
  badges          text[]  NOT NULL DEFAULT '{}' CHECK (badges <@ ARRAY[
    'isAeo', 'isBrandEnterprise', 'isCfAward', 'isGreenAward', 'isInvitationAward', 'isNewExhibition',
    'isChinatimehonoredBrand', 'isNewHightechEnterprise', 'isPovertyAlleviation', 'natEntTechCenter',
    'entsinglespecialmfgindustry'
  ]::text[]),
  popularity      integer NOT NULL DEFAULT 0 CHECK (popularity >= 0),
  -- What a keyword is matched against: the name and main products in both languages, lower-cased.
  search_text     text    GENERATED ALWAYS AS (lower(
    coalesce(name ->> 'EN_US', '') || ' ' || coalesce(name ->> 'ZH_CN', '') || ' ' ||
    coalesce(main_products ->> 'EN_US', '') || ' ' || coalesce(main_products ->> 'ZH_CN', '')
  )) STORED
);
CREATE INDEX exhibitors_search_text ON exhibitors USING gin (search_text public.gin_trgm_ops);
CREATE INDEX exhibitors_popularity ON exhibitors (popularity DESC, shop_code);

-- A booth, numbered hall + row letter + two digits (spec §5: a format like 1.1A01), in an area.
CREATE TABLE booths (
  code       text NOT NULL PRIMARY KEY CHECK (code ~ '^[0-9]{1,2}\.[0-9][A-Z][0-9]{2}$'),
  hall       text NOT NULL CHECK (hall ~ '^[0-9]{1,2}\.[0-9]$'),
  area       text NOT NULL CHECK (area ~ '^[A-Z]$'),
  shop_code  text NOT NULL REFERENCES exhibitors (shop_code) ON DELETE CASCADE
);
-- Booth search matches the start of a number as typed, case-insensitively (1.1a finds 1.1A01).
CREATE INDEX booths_code_prefix ON booths (upper(code) text_pattern_ops);
CREATE INDEX booths_shop ON booths (shop_code);

-- What a product shows beyond its title: a picture, search keywords per language { "EN_US": [..] },
-- the sales info of spec §3 (field → translations, or a plain value for minimumOrderQuantity), how
-- popular it is, and when it was listed (UTC+8 wall time).
ALTER TABLE listed_products
  ADD COLUMN picture_url  text,
  ADD COLUMN keywords     jsonb     NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(keywords) = 'object'),
  ADD COLUMN sales_info   jsonb     NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(sales_info) = 'object'),
  ADD COLUMN popularity   integer   NOT NULL DEFAULT 0 CHECK (popularity >= 0),
  ADD COLUMN listed_at    timestamp NOT NULL DEFAULT (now() AT TIME ZONE 'Asia/Shanghai'),
  -- What a keyword is matched against: the title and keywords in both languages, lower-cased. The keyword
  -- lists are JSON text with their brackets and quotes blanked, so a search for " matches nothing extra.
  ADD COLUMN search_text  text      GENERATED ALWAYS AS (lower(
    coalesce(title ->> 'EN_US', '') || ' ' || coalesce(title ->> 'ZH_CN', '') || ' ' ||
    translate(coalesce((keywords -> 'EN_US')::text, '') || ' ' || coalesce((keywords -> 'ZH_CN')::text, ''), '[]"', '   ')
  )) STORED;
CREATE INDEX listed_products_search_text ON listed_products USING gin (search_text public.gin_trgm_ops);
CREATE INDEX listed_products_popularity ON listed_products (popularity DESC, id);

-- The suggestion dictionary (spec §7 suggest): each product keyword once per language, as popular as
-- the products that carry it. Rebuilt from listed_products whenever the catalogue is loaded. A query of
-- three characters or more finds its keywords, prefix or infix, through the trigram index.
CREATE TABLE search_keywords (
  language       text    NOT NULL CHECK (language IN ('en-US', 'zh-CN')),
  keyword        text    NOT NULL CHECK (btrim(keyword) <> ''),
  keyword_lower  text    GENERATED ALWAYS AS (lower(keyword)) STORED,
  popularity     integer NOT NULL CHECK (popularity >= 0),
  PRIMARY KEY (language, keyword_lower)
);
CREATE INDEX search_keywords_infix ON search_keywords USING gin (keyword_lower public.gin_trgm_ops);

-- The suggestions for a query of one or two characters (spec §7 suggest), worked out whenever the
-- dictionary is rebuilt. A trigram index cannot find such a query inside a keyword, and it matches so
-- many keywords that ranking them on every keystroke would cost more than all the other queries: here
-- each fragment has its best MAX_SUGGESTIONS keywords, in the order the suggest endpoint answers them
-- (prefix matches first, then by popularity and keyword), and a query reads them with one index range.
CREATE TABLE search_short_suggestions (
  language  text     NOT NULL CHECK (language IN ('en-US', 'zh-CN')),
  -- one or two characters of a keyword, lower-cased, neither at either end a space
  fragment  text     NOT NULL CHECK (char_length(fragment) BETWEEN 1 AND 2),
  rank      smallint NOT NULL CHECK (rank >= 1),
  keyword   text     NOT NULL,
  PRIMARY KEY (language, fragment, rank)
);
