-- An exhibitor's live reminds those who booked it once it goes live (issue 28): when that was done (null: not yet).
ALTER TABLE lives ADD COLUMN reminded_at timestamptz;
CREATE INDEX lives_site_trader ON lives (site_trader_id, starts_at DESC);
