-- epSearch's product filters on the exhibitor's area and on the supply type, at fair scale (issue 30: 3 million
-- products). The area is the exhibitor's and the supply type sits inside the wide sales info, so neither could be
-- read from a product index: a keyword with an area none of its exhibitors is in read all the keyword's 45 000
-- products to find none (1.3 s), a keyword with a supply type read 6 000 wide rows (1.2 s). Each is copied onto the
-- product here, kept by triggers, and indexed with the keyword's trigrams.
-- product-resource.ts filters on these columns: change both together.
ALTER TABLE listed_products
  -- exhibitors.area of the exhibitor whose company lists the product; NULL while the company does not exhibit.
  ADD COLUMN exhibitor_area text,
  -- The supply type as the product card shows it in each reply language (salesInfoIn: the language's entry,
  -- else the ZH_CN one).
  ADD COLUMN supply_type_en_us text,
  ADD COLUMN supply_type_zh_cn text;

UPDATE listed_products p
   SET exhibitor_area = (SELECT e.area FROM exhibitors e WHERE e.site_trader_id = p.site_trader_id),
       supply_type_en_us = coalesce(p.sales_info #>> '{supplyType,EN_US}', p.sales_info #>> '{supplyType,ZH_CN}'),
       supply_type_zh_cn = p.sales_info #>> '{supplyType,ZH_CN}';

CREATE FUNCTION listed_products_search_filters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.exhibitor_area := (SELECT e.area FROM exhibitors e WHERE e.site_trader_id = NEW.site_trader_id);
  NEW.supply_type_en_us := coalesce(NEW.sales_info #>> '{supplyType,EN_US}', NEW.sales_info #>> '{supplyType,ZH_CN}');
  NEW.supply_type_zh_cn := NEW.sales_info #>> '{supplyType,ZH_CN}';
  RETURN NEW;
END
$$;
CREATE TRIGGER listed_products_search_filters BEFORE INSERT OR UPDATE OF site_trader_id, sales_info ON listed_products
  FOR EACH ROW EXECUTE FUNCTION listed_products_search_filters();

-- An exhibitor that comes, goes, moves to another area or changes company carries its products' copies along.
CREATE FUNCTION exhibitors_area_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.site_trader_id IS DISTINCT FROM NEW.site_trader_id) THEN
    UPDATE listed_products SET exhibitor_area = NULL WHERE site_trader_id = OLD.site_trader_id AND exhibitor_area IS NOT NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE listed_products SET exhibitor_area = NEW.area WHERE site_trader_id = NEW.site_trader_id AND exhibitor_area IS DISTINCT FROM NEW.area;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER exhibitors_area_of_products AFTER INSERT OR DELETE OR UPDATE OF area, site_trader_id ON exhibitors
  FOR EACH ROW EXECUTE FUNCTION exhibitors_area_of_products();

-- A twelfth of the products is in an area, a fifth has a given supply type. In one GIN index with the trigrams
-- (btree_gin indexes the plain columns), a search reads only the products that have both, as entries of one
-- index: ANDing a separate index of the area with the trigram index came to 250 000 products, more than work_mem
-- holds row by row, so the bitmap went lossy and the heap was read anyway (1.1 s). The index serves a keyword
-- alone as the trigram index of migration 005 did, so it replaces it.
CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;
CREATE INDEX listed_products_search_filters ON listed_products
  USING gin (search_text public.gin_trgm_ops, exhibitor_area, supply_type_en_us, supply_type_zh_cn);
DROP INDEX listed_products_search_text;

-- The window of migration 027 with the copies, so that a page of a filtered search is still read in order from
-- the index alone.
DROP INDEX listed_products_search_window;
CREATE INDEX listed_products_search_window ON listed_products (popularity DESC, id)
  INCLUDE (search_text, site_trader_id, listed_at, exhibitor_area, supply_type_en_us, supply_type_zh_cn) WHERE listed;
