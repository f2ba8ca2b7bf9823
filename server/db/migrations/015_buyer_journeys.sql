-- Buyer journeys end to end (issue 25): a buyer's company information, lives that run from a start to an end
-- with a stream, a cover and an exhibitor, the exhibitors' replies to inquiries, and the indexes the personal
-- centre's lists read by.

-- Company information a buyer completes (PUT /member/api/companyInfo/self; schemas/buyer/company-info-input).
-- Nullable: exhibitors' companies and companies stored before issue 25 have none; the CHECKs hold what the
-- input schema allows, so the database refuses what the route would.
ALTER TABLE site_traders
  ADD COLUMN country_or_region  text CHECK (country_or_region ~ '^[A-Z]{2}$'),
  ADD COLUMN business_type      text CHECK (business_type IN
    ('MANUFACTURER', 'TRADING_COMPANY', 'WHOLESALER', 'RETAILER', 'E_COMMERCE', 'AGENT', 'OTHER')),
  ADD COLUMN contact_name       text CHECK (char_length(contact_name) BETWEEN 1 AND 100 AND contact_name ~ '\S'),
  ADD COLUMN contact_phone      text CHECK (contact_phone ~ '^\+[1-9][0-9]{4,14}$');

-- A live runs from starts_at to ends_at (both UTC+8 wall times, like starts_at): UPCOMING before, LIVE
-- between, ENDED after (server/b2bshop/lives/live-state.ts). A live stored before this migration is taken
-- to last an hour. stream_url is the CDN's stream (a video the portal serves in the demo), cover_url its
-- picture, site_trader_id the exhibitor it belongs to (null for the fair's own channels).
ALTER TABLE lives
  ADD COLUMN ends_at         timestamp,
  ADD COLUMN stream_url      text,
  ADD COLUMN cover_url       text,
  ADD COLUMN site_trader_id  text REFERENCES site_traders (id) ON DELETE SET NULL;
UPDATE lives SET ends_at = starts_at + interval '1 hour';
ALTER TABLE lives
  ALTER COLUMN ends_at SET NOT NULL,
  ADD CONSTRAINT lives_ends_after_start CHECK (ends_at > starts_at);
CREATE INDEX lives_starts_at ON lives (starts_at);

-- An exhibitor's reply to an inquiry (written by the exhibitor's workbench, issue 28; the buyer reads them in
-- the personal centre). account_id is the exhibitor's account that replied; the reply stays when it goes.
CREATE TABLE inquiry_replies (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inquiry_id  text        NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  account_id  text        REFERENCES accounts (id) ON DELETE SET NULL,
  content     text        NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiry_replies_inquiry ON inquiry_replies (inquiry_id, created_at);

-- The personal centre's lists, newest first; a seller's received cards by company.
CREATE INDEX follows_account_created ON follows (account_id, created_at DESC);
CREATE INDEX business_card_exchanges_site_trader ON business_card_exchanges (site_trader_id, created_at DESC);
CREATE INDEX live_appointments_account ON live_appointments (account_id);
