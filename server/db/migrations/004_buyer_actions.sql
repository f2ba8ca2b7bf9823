-- Buyer-only actions (issue 4, spec §5/§6): follows, business-card exchanges, live appointments,
-- inquiries and sourcing requests, with the minimal products and lives they point at, each buyer's
-- blacklisted companies, and the sensitive words submissions are checked against.

-- An exhibit a company lists; title holds its translations { "EN_US": ..., "ZH_CN": ... }.
CREATE TABLE listed_products (
  id              text  PRIMARY KEY CHECK (id <> ''),
  site_trader_id  text  NOT NULL REFERENCES site_traders (id) ON DELETE CASCADE,
  title           jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  -- lets an inquiry name a product together with the company that lists it
  UNIQUE (id, site_trader_id)
);
CREATE INDEX listed_products_site_trader ON listed_products (site_trader_id);

-- A live stream buyers can reserve. starts_at is a UTC+8 wall time, like every time the server sends.
CREATE TABLE lives (
  id         text      PRIMARY KEY CHECK (id <> ''),
  title      jsonb     NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  starts_at  timestamp NOT NULL
);

-- Companies a buyer has blacklisted: following one of their products needs a confirmation (spec §5).
CREATE TABLE buyer_blacklists (
  account_id      text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_trader_id  text        NOT NULL REFERENCES site_traders (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, site_trader_id)
);

-- A buyer follows an exhibit (product_id) or an exhibitor (site_trader_id): exactly one is set, so
-- each target is a real row and a buyer follows it at most once.
CREATE TABLE follows (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id      text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  product_id      text        REFERENCES listed_products (id) ON DELETE CASCADE,
  site_trader_id  text        REFERENCES site_traders (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(product_id, site_trader_id) = 1),
  UNIQUE (account_id, product_id),
  UNIQUE (account_id, site_trader_id)
);

-- A buyer sends a company a business card once; the message is optional.
CREATE TABLE business_card_exchanges (
  account_id      text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_trader_id  text        NOT NULL REFERENCES site_traders (id) ON DELETE CASCADE,
  message         text        CHECK (char_length(message) <= 500),
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, site_trader_id)
);

-- A buyer's reservation of a live: one per buyer and live.
CREATE TABLE live_appointments (
  id          text        PRIMARY KEY,
  account_id  text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  live_id     text        NOT NULL REFERENCES lives (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, live_id)
);

-- An inquiry to a company, about one of its products or in general.
CREATE TABLE inquiries (
  id              text        PRIMARY KEY,
  account_id      text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_trader_id  text        NOT NULL REFERENCES site_traders (id) ON DELETE CASCADE,
  product_id      text,
  content         text        NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  created_at      timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (product_id, site_trader_id) REFERENCES listed_products (id, site_trader_id)
);
CREATE INDEX inquiries_account ON inquiries (account_id);
CREATE INDEX inquiries_site_trader ON inquiries (site_trader_id);

-- A buyer's sourcing request, kept with the buyer's company at the time of posting.
CREATE TABLE sourcing_requests (
  id              text        PRIMARY KEY,
  account_id      text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_trader_id  text        NOT NULL REFERENCES site_traders (id) ON DELETE CASCADE,
  product_name    text        NOT NULL CHECK (char_length(product_name) BETWEEN 1 AND 200),
  quantity        integer     NOT NULL CHECK (quantity > 0),
  description     text        NOT NULL CHECK (char_length(description) BETWEEN 1 AND 2000),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sourcing_requests_account ON sourcing_requests (account_id);

-- Words a submission may not contain (spec §5: a hit is refused with the hotline message).
CREATE TABLE sensitive_words (
  word      text PRIMARY KEY CHECK (btrim(word) <> ''),
  language  text NOT NULL CHECK (language IN ('en-US', 'zh-CN'))
);
