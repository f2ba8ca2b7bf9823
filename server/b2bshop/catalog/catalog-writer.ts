import type { SeedExhibitor, SeedProduct } from '../../../common/generated/types.js';
import type { Queryable } from '../../db/connection.js';

/** A booth as stored: its number, hall and area, and the shop standing there. */
export interface StoredBooth {
  code: string;
  hall: string;
  area: string;
  shopCode: string;
}

export type StoredExhibitor = Omit<SeedExhibitor, 'booths'>;

/** A product as stored: the seed's product, listed by the company behind its shop. */
export type StoredProduct = Omit<SeedProduct, 'shopCode'> & { siteTraderId: string };

/** Stores the catalogue (exhibitors, booths, products); the search reads it through the repositories. */
export interface CatalogWriter {
  countExhibitors(): Promise<number>;
  insertExhibitor(exhibitor: StoredExhibitor): Promise<void>;
  insertBooth(booth: StoredBooth): Promise<void>;
  /**
   * Stores a product. A product stored under the same id before the catalogue existed (with its title only)
   * gets the catalogue's fields; it keeps its company, which inquiries name with it.
   */
  upsertProduct(product: StoredProduct): Promise<void>;
}

export function createCatalogWriter(db: Queryable): CatalogWriter {
  return {
    async countExhibitors() {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM exhibitors');
      return row?.count ?? 0;
    },

    async insertExhibitor(exhibitor) {
      await db.query(
        `INSERT INTO exhibitors
           (shop_code, site_trader_id, name, introduction, main_products, logo_url, area, sessions_count, badges, popularity)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6, $7, $8, $9::text[], $10)`,
        [
          exhibitor.shopCode,
          exhibitor.siteTraderId,
          JSON.stringify(exhibitor.name),
          JSON.stringify(exhibitor.introduction),
          JSON.stringify(exhibitor.mainProducts),
          exhibitor.logoUrl,
          exhibitor.area,
          exhibitor.sessionsCount,
          exhibitor.badges,
          exhibitor.popularity,
        ],
      );
    },

    async insertBooth({ code, hall, area, shopCode }) {
      await db.query('INSERT INTO booths (code, hall, area, shop_code) VALUES ($1, $2, $3, $4)', [code, hall, area, shopCode]);
    },

    async upsertProduct(product) {
      await db.query(
        `INSERT INTO listed_products (id, site_trader_id, title, picture_url, pictures, keywords, sales_info, popularity, listed_at)
         VALUES ($1, $2, $3::jsonb, $4, CASE WHEN $4::text IS NULL THEN '{}' ELSE ARRAY[$4::text] END, $5::jsonb, $6::jsonb, $7, $8::timestamp)
         ON CONFLICT (id) DO UPDATE SET
           title = excluded.title, picture_url = excluded.picture_url, pictures = excluded.pictures,
           keywords = excluded.keywords, sales_info = excluded.sales_info, popularity = excluded.popularity,
           listed_at = excluded.listed_at`,
        [
          product.id,
          product.siteTraderId,
          JSON.stringify(product.title),
          product.pictureUrl,
          JSON.stringify(product.keywords),
          JSON.stringify(product.salesInfo),
          product.popularity,
          product.listedAt,
        ],
      );
    },
  };
}
