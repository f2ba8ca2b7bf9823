-- Booth search at fair scale (issue 30: 105 000 booths). A search matches the start of a booth number and lists
-- the booths in number order, character by character (COLLATE "C", booth-resource.ts). The index of upper(code)
-- (migration 005) found the 7 700 booths of a hall but not in that order, so each page sorted them all and joined
-- every exhibitor (27 ms). Booth numbers are upper-case (the CHECK of migration 005), so the number itself is
-- compared, and one index in its order both finds the prefix and gives the page, which stops after its rows; the
-- area and the exhibitor are held for the area filter and the join.
CREATE INDEX booths_code_order ON booths (code COLLATE "C") INCLUDE (area, shop_code);
DROP INDEX booths_code_prefix;
