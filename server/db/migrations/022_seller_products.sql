-- Exhibitors keep their own products (issue 28): whether one is on show (an unlisted product leaves the search, the
-- suggestions and the shop, and its page is not found), all its pictures in order (picture_url stays the first, what a
-- card shows), and when it was last changed.
ALTER TABLE listed_products
  ADD COLUMN listed      boolean     NOT NULL DEFAULT true,
  ADD COLUMN pictures    text[]      NOT NULL DEFAULT '{}',
  ADD COLUMN updated_at  timestamptz NOT NULL DEFAULT now();
UPDATE listed_products SET pictures = ARRAY[picture_url] WHERE picture_url IS NOT NULL;
-- The seller's own list, newest first.
CREATE INDEX listed_products_site_trader_newest ON listed_products (site_trader_id, listed_at DESC, id);
-- An exhibitor picks a product's pictures among those they uploaded.
CREATE INDEX media_files_uploader ON media_files (uploaded_by, uploaded_at DESC);
