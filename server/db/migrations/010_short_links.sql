-- Spec §7's short links: a code for a URL of the portal (POST /api/link/generate), read back by
-- GET /api/link/getUrl/{code}. One code per URL, so sharing a page twice gives the same link.
CREATE TABLE short_links (
  code        text        PRIMARY KEY CHECK (code ~ '^[0-9A-Za-z]{8}$'),
  url         text        NOT NULL UNIQUE CHECK (length(url) BETWEEN 1 AND 2048),
  created_at  timestamptz NOT NULL DEFAULT now()
);
