import type { ContentLanguage } from '../../../common/language.js';
import type { Queryable } from '../../db/connection.js';
import { SqlParams } from '../../filter/sql-params.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import { EXHIBITOR_CARD_COLUMNS, type ExhibitorCardRow } from './exhibitor-card.js';
import { productMatch } from './keyword-match.js';
import { queryPage, type RowPage } from './paged-query.js';
import { PRODUCT_CARD_COLUMNS, PRODUCTS_WITH_EXHIBITOR, type ProductCardRow } from './product-card.js';

export interface ShopRow extends ExhibitorCardRow {
  /** The exhibitor's company, which buyers follow and send inquiries and business cards to. */
  site_trader_id: string;
  introduction: Translations;
  product_count: number;
  /** The account id of the company's first seller account (the shop's IM peer), null when it has none. */
  im_user_id: string | null;
}

// The first seller account of the exhibitor's company, oldest first, that can still log in.
const SHOP_IM_USER_ID = `(SELECT a.id FROM accounts a
    WHERE a.site_trader_id = e.site_trader_id AND a.user_type = 'SELLER' AND NOT a.disabled
    ORDER BY a.created_at, a.id LIMIT 1) AS im_user_id`;

export interface ProductDetailRow extends ProductCardRow {
  keywords: Partial<Record<ContentLanguage, string[]>>;
  /** All its pictures in order, the first being picture_url. */
  pictures: string[];
  /** UTC+8 wall time 'YYYY-MM-DD HH:mm:ss'. */
  listed_at: string;
}

export interface ShopProductsQuery {
  shopCode: string;
  /** Trimmed; undefined lists every product of the shop. */
  keyword?: string;
  size: number;
  /** Zero-based page number. */
  page: number;
}

/** An exhibitor's shop (/shops/{shopCode}): its profile, its products, one product. */
export interface ShopRepository {
  findShop(shopCode: string): Promise<ShopRow | undefined>;
  /** The shop's products, most popular first; undefined when there is no such shop. */
  listProducts(query: ShopProductsQuery): Promise<RowPage<ProductCardRow> | undefined>;
  /** The product, only when that shop lists it. */
  findProduct(shopCode: string, productId: string): Promise<ProductDetailRow | undefined>;
}

export function createShopRepository(db: Queryable): ShopRepository {
  async function shopExists(shopCode: string): Promise<boolean> {
    return (await db.query('SELECT 1 FROM exhibitors WHERE shop_code = $1', [shopCode])).length > 0;
  }

  return {
    async findShop(shopCode) {
      const [row] = await db.query<ShopRow>(
        `SELECT ${EXHIBITOR_CARD_COLUMNS}, e.site_trader_id, e.introduction,
                (SELECT count(*)::int FROM listed_products p WHERE p.site_trader_id = e.site_trader_id AND p.listed) AS product_count,
                ${SHOP_IM_USER_ID}
           FROM exhibitors e WHERE e.shop_code = $1`,
        [shopCode],
      );
      return row;
    },

    async listProducts({ shopCode, keyword, size, page }) {
      if (!(await shopExists(shopCode))) return undefined;
      const params = new SqlParams();
      const conditions = [`e.shop_code = ${params.add(shopCode)}`];
      if (keyword !== undefined) conditions.push(productMatch(keyword, params).condition);
      return queryPage<ProductCardRow>(db, {
        columns: PRODUCT_CARD_COLUMNS,
        from: PRODUCTS_WITH_EXHIBITOR,
        where: conditions.join(' AND '),
        orderBy: 'p.popularity DESC, p.id ASC',
        params,
        size,
        page,
      });
    },

    async findProduct(shopCode, productId) {
      const [row] = await db.query<ProductDetailRow>(
        `SELECT ${PRODUCT_CARD_COLUMNS}, p.keywords, p.pictures, to_char(p.listed_at, 'YYYY-MM-DD HH24:MI:SS') AS listed_at
           FROM ${PRODUCTS_WITH_EXHIBITOR} WHERE e.shop_code = $1 AND p.id = $2`,
        [shopCode, productId],
      );
      return row;
    },
  };
}
