-- An exhibitor exchanges its card back (issue 28): when, and which of its accounts sent it (its contact details
-- are what the buyer gets). Null until then.
ALTER TABLE business_card_exchanges
  ADD COLUMN returned_at  timestamptz,
  ADD COLUMN returned_by  text REFERENCES accounts (id) ON DELETE SET NULL;
