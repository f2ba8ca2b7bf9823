// An exhibitor's own products (issue 28): the company's, written by its sellers. A write and the search dictionary's
// refresh for the keywords it touched are one transaction, so the suggestions never name a keyword no listed product
// carries, nor miss one that a listed product does.
import { randomBytes } from 'node:crypto';
import type { SellerProductSummary } from '../../../common/generated/types.js';
import { dictionaryKeysOf, refreshSearchKeywords } from '../../b2bshop/suggest/keyword-dictionary.js';
import type { StoredSalesInfo } from '../../b2bshop/catalog/sales-info.js';
import type { Database, Queryable } from '../../db/connection.js';
import { storedWallTimeSql, wallTimeSql } from '../../db/wall-time-sql.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import { mediaUrlOf, type MediaFile } from '../../media-library/media-store.js';

/** A page of the seller's list. */
export const SELLER_PRODUCT_PAGE_SIZE = 20;

export interface SellerProductRow {
  id: string;
  shopCode: string | null;
  title: Translations;
  keywords: Partial<Record<'EN_US' | 'ZH_CN', string[]>>;
  salesInfo: StoredSalesInfo;
  pictures: string[];
  listed: boolean;
  listedAt: string;
  updatedAt: string;
}

/** What a product is stored as: the document's texts trimmed, the sales info without its empty fields. */
export interface StoredProduct {
  title: { EN_US: string; ZH_CN: string };
  keywords: { EN_US: string[]; ZH_CN: string[] };
  salesInfo: StoredSalesInfo;
  pictures: string[];
  listed: boolean;
}

export interface SellerProductRepository {
  list(siteTraderId: string, page: number): Promise<{ products: SellerProductSummary[]; total: number }>;
  find(siteTraderId: string, id: string): Promise<SellerProductRow | undefined>;
  create(siteTraderId: string, product: StoredProduct): Promise<string>;
  /** false when the product is not the company's. */
  update(siteTraderId: string, id: string, product: StoredProduct): Promise<boolean>;
  /** Which of these addresses are pictures of the media library uploaded by `accountId` or an account of the company. */
  libraryPictures(urls: readonly string[], accountId: string, siteTraderId: string): Promise<Set<string>>;
}

const COLUMNS = `p.id, e.shop_code AS "shopCode", p.title, p.keywords, p.sales_info AS "salesInfo", p.pictures, p.listed,
  ${storedWallTimeSql('p.listed_at')} AS "listedAt", ${wallTimeSql('p.updated_at')} AS "updatedAt"`;
const FROM = 'listed_products p LEFT JOIN exhibitors e ON e.site_trader_id = p.site_trader_id';

/** A product id nobody guesses and the seed's pattern takes (^[A-Za-z0-9_-]{1,64}$). */
const newProductId = () => `prd-${randomBytes(9).toString('base64url')}`;

const keywordsOf = async (db: Queryable, id: string) => {
  const [row] = await db.query<{ keywords: SellerProductRow['keywords'] }>('SELECT keywords FROM listed_products WHERE id = $1', [id]);
  return row ? dictionaryKeysOf(row.keywords) : [];
};

export function createSellerProductRepository(db: Database): SellerProductRepository {
  return {
    async list(siteTraderId, page) {
      const [products, [count]] = await Promise.all([
        db.query<SellerProductSummary & { title: Translations }>(
          `SELECT id, title, picture_url AS "pictureUrl", listed, ${storedWallTimeSql('listed_at')} AS "listedAt"
             FROM listed_products WHERE site_trader_id = $1 ORDER BY listed_at DESC, id LIMIT $2 OFFSET $3`,
          [siteTraderId, SELLER_PRODUCT_PAGE_SIZE, page * SELLER_PRODUCT_PAGE_SIZE],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM listed_products WHERE site_trader_id = $1', [siteTraderId]),
      ]);
      return {
        products: products.map((row) => ({ ...row, title: { EN_US: row.title.EN_US ?? '', ZH_CN: row.title.ZH_CN ?? '' } })),
        total: count?.total ?? 0,
      };
    },

    async find(siteTraderId, id) {
      const [row] = await db.query<SellerProductRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.site_trader_id = $1 AND p.id = $2`, [siteTraderId, id]);
      return row;
    },

    async create(siteTraderId, product) {
      const id = newProductId();
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO listed_products (id, site_trader_id, title, keywords, sales_info, pictures, picture_url, listed)
           VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6::text[], $7, $8)`,
          [id, siteTraderId, ...values(product)],
        );
        await refreshSearchKeywords(tx, dictionaryKeysOf(product.keywords));
      });
      return id;
    },

    async update(siteTraderId, id, product) {
      return db.transaction(async (tx) => {
        const [owned] = await tx.query('SELECT 1 FROM listed_products WHERE site_trader_id = $1 AND id = $2 FOR UPDATE', [siteTraderId, id]);
        if (!owned) return false;
        const before = await keywordsOf(tx, id);
        await tx.query(
          `UPDATE listed_products SET title = $3::jsonb, keywords = $4::jsonb, sales_info = $5::jsonb, pictures = $6::text[], picture_url = $7,
                  listed = $8, updated_at = now()
            WHERE site_trader_id = $1 AND id = $2`,
          [siteTraderId, id, ...values(product)],
        );
        await refreshSearchKeywords(tx, [...before, ...dictionaryKeysOf(product.keywords)]);
        return true;
      });
    },

    async libraryPictures(urls, accountId, siteTraderId) {
      const hashes = urls.flatMap((url) => /^\/media\/uploads\/([0-9a-f]{64})\.(?:png|jpg|gif|webp)$/.exec(url)?.[1] ?? []);
      if (hashes.length === 0) return new Set();
      const rows = await db.query<Pick<MediaFile, 'hash' | 'contentType'>>(
        `SELECT hash, content_type AS "contentType" FROM media_files
          WHERE hash = ANY($1::text[]) AND (uploaded_by = $2 OR uploaded_by IN (SELECT id FROM accounts WHERE site_trader_id = $3))`,
        [hashes, accountId, siteTraderId],
      );
      return new Set(rows.map(mediaUrlOf));
    },
  };
}

function values(product: StoredProduct): unknown[] {
  return [
    JSON.stringify(product.title),
    JSON.stringify(product.keywords),
    JSON.stringify(product.salesInfo),
    product.pictures,
    product.pictures[0] ?? null,
    product.listed,
  ];
}
