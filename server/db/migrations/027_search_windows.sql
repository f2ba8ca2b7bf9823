-- epSearch at fair scale (issue 30: 3 million products from 75 000 exhibitors). A search counts its matches up to
-- SEARCH_RESULT_WINDOW and reads its page's keys in result order (server/b2bshop/catalog/windowed-query.ts). These
-- indexes hold everything that page's scan reads for the default order (most popular first) and the common
-- filters, so it runs as an index-only scan that stops at the page and never visits the wide rows (a product's is
-- about 900 bytes: its title, keywords and sales info in two languages; an exhibitor's about 800). The trigram
-- indexes (migration 005) find the matches instead where few rows match.
-- Products with listed_at, for the listedAt filter (the sales info is too wide to hold).
CREATE INDEX listed_products_search_window ON listed_products (popularity DESC, id) INCLUDE (search_text, site_trader_id, listed_at) WHERE listed;
-- Exhibitors with what the filters of exhibitor-resource.ts read: area, badges, sessions count.
CREATE INDEX exhibitors_search_window ON exhibitors (popularity DESC, shop_code) INCLUDE (search_text, area, sessions_count, badges);
-- Which of the two a search takes follows the planner's estimate of how many rows contain the keyword, which it
-- reads off the column's histogram: 1000 entries rather than 100 tell a keyword in one product of 130 (a Chinese
-- two-character word, which the trigram index cannot find) from a rare one, so it is not read through a whole table.
ALTER TABLE listed_products ALTER COLUMN search_text SET STATISTICS 1000;
ALTER TABLE exhibitors ALTER COLUMN search_text SET STATISTICS 1000;
-- The badges an exhibitor shows, as exhibitor-resource.ts filters them (isMultipleExhibit above 10 sessions,
-- FREQUENT_EXHIBITOR_SESSIONS): without statistics of the expression the planner takes one exhibitor in 200 to have
-- a badge rather than one in 12, and reads the whole table instead of the window (350 ms rather than 28 at 75 000).
CREATE STATISTICS exhibitors_badges_shown ON ((badges || CASE WHEN sessions_count > 10 THEN ARRAY['isMultipleExhibit'] ELSE ARRAY[]::text[] END)) FROM exhibitors;
