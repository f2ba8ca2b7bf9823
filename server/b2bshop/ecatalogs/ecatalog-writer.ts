import type { SeedECatalog, SeedShortVideo } from '../../../common/generated/types.js';
import type { Queryable } from '../../db/connection.js';

/** Stores e-catalogues (with their pages) and short videos, as the seed gives them. */
export function createECatalogWriter(db: Queryable) {
  return {
    async countCatalogs(): Promise<number> {
      const [row] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM e_catalogs');
      return row?.total ?? 0;
    },

    async insertCatalog({ id, shopCode, category, title, summary, coverUrl, publishedAt, pages }: SeedECatalog): Promise<void> {
      await db.query(
        `INSERT INTO e_catalogs (id, shop_code, category, title, summary, cover_url, published_at) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7::timestamp)`,
        [id, shopCode, category, JSON.stringify(title), JSON.stringify(summary), coverUrl, publishedAt],
      );
      for (const [position, page] of pages.entries()) {
        const [productId, imageUrl, caption] = 'productId' in page ? [page.productId, null, {}] : [null, page.imageUrl, page.caption];
        await db.query('INSERT INTO e_catalog_pages (catalog_id, position, product_id, image_url, caption) VALUES ($1, $2, $3, $4, $5::jsonb)', [
          id,
          position,
          productId,
          imageUrl,
          JSON.stringify(caption),
        ]);
      }
    },

    async insertShortVideo(video: SeedShortVideo): Promise<void> {
      await db.query(
        `INSERT INTO short_videos (id, shop_code, title, description, poster_url, video_url, duration_seconds, published_at, sequence)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8::timestamp, $9)`,
        [
          video.id,
          video.shopCode,
          JSON.stringify(video.title),
          JSON.stringify(video.description),
          video.posterUrl,
          video.videoUrl,
          video.durationSeconds,
          video.publishedAt,
          video.sequence,
        ],
      );
    },
  };
}
