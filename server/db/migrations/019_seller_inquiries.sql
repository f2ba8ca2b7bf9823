-- The exhibitor's inquiry inbox (issue 28): when the company first opened an inquiry (null: new to it, marked
-- unread), and the inbox's order — a company's inquiries, newest first.
ALTER TABLE inquiries ADD COLUMN seller_read_at timestamptz;
CREATE INDEX inquiries_site_trader_created ON inquiries (site_trader_id, created_at DESC);
