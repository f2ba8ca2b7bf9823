import type { ContentLanguage } from '../../../../common/language.js';
import type { Queryable } from '../../../db/connection.js';

export type Translations = Partial<Record<ContentLanguage, string>>;

export interface ListedProduct {
  id: string;
  /** The company that lists it. */
  siteTraderId: string;
  title: Translations;
}

/** Reads the catalogue's products (b2bshop/catalog stores them); buyer actions never change them. */
export interface ProductRepository {
  find(id: string): Promise<ListedProduct | undefined>;
}

export function createProductRepository(db: Queryable): ProductRepository {
  return {
    async find(id) {
      const [row] = await db.query<ListedProduct>('SELECT id, site_trader_id AS "siteTraderId", title FROM listed_products WHERE id = $1 AND listed', [id]);
      return row;
    },
  };
}
