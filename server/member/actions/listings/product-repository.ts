import type { ContentLanguage } from '../../../../src/platform/language.js';
import type { Queryable } from '../../../db/connection.js';

export type Translations = Partial<Record<ContentLanguage, string>>;

export interface ListedProduct {
  id: string;
  /** The company that lists it. */
  siteTraderId: string;
  title: Translations;
}

export interface ProductRepository {
  find(id: string): Promise<ListedProduct | undefined>;
  count(): Promise<number>;
  /** Stores a product under its own id; an id already stored is left as it is. */
  insert(product: ListedProduct): Promise<void>;
}

export function createProductRepository(db: Queryable): ProductRepository {
  return {
    async find(id) {
      const [row] = await db.query<ListedProduct>(
        'SELECT id, site_trader_id AS "siteTraderId", title FROM listed_products WHERE id = $1',
        [id],
      );
      return row;
    },

    async count() {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM listed_products');
      return row?.count ?? 0;
    },

    async insert({ id, siteTraderId, title }) {
      await db.query(
        'INSERT INTO listed_products (id, site_trader_id, title) VALUES ($1, $2, $3::jsonb) ON CONFLICT (id) DO NOTHING',
        [id, siteTraderId, JSON.stringify(title)],
      );
    },
  };
}
