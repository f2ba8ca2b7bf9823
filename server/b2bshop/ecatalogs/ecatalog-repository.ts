import type { Queryable } from '../../db/connection.js';
import { SqlParams } from '../../filter/sql-params.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import { queryPage, type RowPage } from '../catalog/paged-query.js';
import { PRODUCT_CARD_COLUMNS, PRODUCTS_WITH_EXHIBITOR, type ProductCardRow } from '../catalog/product-card.js';

export interface ECatalogRow {
  id: string;
  shop_code: string;
  exhibitor_name: Translations;
  category: string;
  title: Translations;
  cover_url: string;
  page_count: number;
  /** UTC+8 wall time 'YYYY-MM-DD HH:mm:ss'. */
  published_at: string;
}

export interface ECatalogDetailRow extends ECatalogRow {
  summary: Translations;
  exhibitor_logo_url: string | null;
}

/** A page of a catalogue: one of the shop's products (its card's columns), or an image with its caption. */
export type ECatalogPageRow = { product: ProductCardRow; image_url: null; caption: Translations } | { product: null; image_url: string; caption: Translations };

export interface ECatalogListQuery {
  category?: string | undefined;
  shopCode?: string | undefined;
  size: number;
  /** Zero-based page number. */
  page: number;
}

export const CATALOG_CARD_COLUMNS = `c.id, c.shop_code, e.name AS exhibitor_name, c.category, c.title, c.cover_url,
  (SELECT count(*)::int FROM e_catalog_pages pg WHERE pg.catalog_id = c.id) AS page_count,
  to_char(c.published_at, 'YYYY-MM-DD HH24:MI:SS') AS published_at`;

export const CATALOGS_WITH_EXHIBITOR = 'e_catalogs c JOIN exhibitors e ON e.shop_code = c.shop_code';

/** Newest first; the id keeps catalogues published at the same moment in one order. */
export const CATALOG_ORDER = 'c.published_at DESC, c.id ASC';

/** Exhibitors' e-catalogues: the public list, one catalogue and its pages. */
export interface ECatalogRepository {
  list(query: ECatalogListQuery): Promise<RowPage<ECatalogRow>>;
  find(id: string): Promise<ECatalogDetailRow | undefined>;
  pagesOf(id: string): Promise<ECatalogPageRow[]>;
}

export function createECatalogRepository(db: Queryable): ECatalogRepository {
  return {
    async list({ category, shopCode, size, page }) {
      const params = new SqlParams();
      const conditions = ['true'];
      if (category !== undefined) conditions.push(`c.category = ${params.add(category)}`);
      if (shopCode !== undefined) conditions.push(`c.shop_code = ${params.add(shopCode)}`);
      return queryPage<ECatalogRow>(db, {
        columns: CATALOG_CARD_COLUMNS,
        from: CATALOGS_WITH_EXHIBITOR,
        where: conditions.join(' AND '),
        orderBy: CATALOG_ORDER,
        params,
        size,
        page,
      });
    },

    async find(id) {
      const [row] = await db.query<ECatalogDetailRow>(
        `SELECT ${CATALOG_CARD_COLUMNS}, c.summary, e.logo_url AS exhibitor_logo_url FROM ${CATALOGS_WITH_EXHIBITOR} WHERE c.id = $1`,
        [id],
      );
      return row;
    },

    async pagesOf(id) {
      // A product page shows only while its company still exhibits (PRODUCTS_WITH_EXHIBITOR).
      const rows = await db.query<{ image_url: string | null; caption: Translations; product: ProductCardRow | null }>(
        `SELECT pg.image_url, pg.caption,
                CASE WHEN pg.product_id IS NULL THEN NULL
                     ELSE (SELECT to_jsonb(card) FROM (SELECT ${PRODUCT_CARD_COLUMNS} FROM ${PRODUCTS_WITH_EXHIBITOR} WHERE p.id = pg.product_id) card)
                END AS product
           FROM e_catalog_pages pg
          WHERE pg.catalog_id = $1 AND (pg.image_url IS NOT NULL OR EXISTS (
                SELECT 1 FROM ${PRODUCTS_WITH_EXHIBITOR} WHERE p.id = pg.product_id))
          ORDER BY pg.position`,
        [id],
      );
      return rows.map((row) =>
        row.product ? { product: row.product, image_url: null, caption: row.caption } : { product: null, image_url: row.image_url ?? '', caption: row.caption },
      );
    },
  };
}
