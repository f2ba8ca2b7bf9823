-- Issue 8 (spec §2: /catalog, /catalog/detail/{id}, /catalogList, /shortvideo, /shortVideoDetail): exhibitors'
-- e-catalogues with their pages, the catalogues a buyer saved, and exhibitors' short videos. Texts hold
-- translations { "EN_US": ..., "ZH_CN": ... }; published_at is a UTC+8 wall time (spec §1).

CREATE TABLE e_catalogs (
  id            text      PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  shop_code     text      NOT NULL REFERENCES exhibitors (shop_code) ON DELETE CASCADE,
  category      text      NOT NULL CHECK (category IN ('hardware', 'lighting', 'home', 'textiles', 'electronics')),
  title         jsonb     NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  summary       jsonb     NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(summary) = 'object'),
  cover_url     text      NOT NULL CHECK (length(cover_url) BETWEEN 1 AND 2048),
  published_at  timestamp NOT NULL
);
CREATE INDEX e_catalogs_published ON e_catalogs (published_at DESC, id);
CREATE INDEX e_catalogs_shop ON e_catalogs (shop_code);

-- A catalogue's pages in order: each one of the shop's products, or a page image with its caption.
CREATE TABLE e_catalog_pages (
  catalog_id  text     NOT NULL REFERENCES e_catalogs (id) ON DELETE CASCADE,
  position    smallint NOT NULL CHECK (position >= 0),
  product_id  text     REFERENCES listed_products (id) ON DELETE CASCADE,
  image_url   text     CHECK (length(image_url) BETWEEN 1 AND 2048),
  caption     jsonb    NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(caption) = 'object'),
  CHECK ((product_id IS NULL) <> (image_url IS NULL)),
  PRIMARY KEY (catalog_id, position)
);

-- "My catalogues": each buyer saves a catalogue once.
CREATE TABLE saved_e_catalogs (
  account_id  text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  catalog_id  text        NOT NULL REFERENCES e_catalogs (id) ON DELETE CASCADE,
  saved_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, catalog_id)
);
CREATE INDEX saved_e_catalogs_newest ON saved_e_catalogs (account_id, saved_at DESC);

-- Published order: newest first, then by sequence (the operator's order within a moment), then id.
CREATE TABLE short_videos (
  id                text      PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  shop_code         text      NOT NULL REFERENCES exhibitors (shop_code) ON DELETE CASCADE,
  title             jsonb     NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  description       jsonb     NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(description) = 'object'),
  poster_url        text      NOT NULL CHECK (length(poster_url) BETWEEN 1 AND 2048),
  video_url         text      NOT NULL CHECK (length(video_url) BETWEEN 1 AND 2048),
  duration_seconds  integer   NOT NULL CHECK (duration_seconds > 0),
  published_at      timestamp NOT NULL,
  sequence          integer   NOT NULL DEFAULT 0 CHECK (sequence >= 0)
);
CREATE INDEX short_videos_published ON short_videos (published_at DESC, sequence, id);
