import type { Queryable } from '../../db/connection.js';
import { SqlParams } from '../../filter/sql-params.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import { queryPage, type RowPage } from '../catalog/paged-query.js';

export interface ShortVideoRow {
  id: string;
  shop_code: string;
  exhibitor_name: Translations;
  title: Translations;
  poster_url: string;
  duration_seconds: number;
  /** UTC+8 wall time 'YYYY-MM-DD HH:mm:ss'. */
  published_at: string;
}

export interface ShortVideoDetailRow extends ShortVideoRow {
  description: Translations;
  video_url: string;
  previous_id: string | null;
  next_id: string | null;
}

const CARD_COLUMNS = `v.id, v.shop_code, e.name AS exhibitor_name, v.title, v.poster_url, v.duration_seconds,
  to_char(v.published_at, 'YYYY-MM-DD HH24:MI:SS') AS published_at`;

const VIDEOS_WITH_EXHIBITOR = 'short_videos v JOIN exhibitors e ON e.shop_code = v.shop_code';

/** Published order: newest first, then the operator's sequence, then the id. */
const PUBLISHED_ORDER = 'v.published_at DESC, v.sequence ASC, v.id ASC';

/** Exhibitors' short videos: the list in published order, and one with its neighbours in that order. */
export interface ShortVideoRepository {
  list(query: { shopCode?: string | undefined; size: number; page: number }): Promise<RowPage<ShortVideoRow>>;
  find(id: string): Promise<ShortVideoDetailRow | undefined>;
}

export function createShortVideoRepository(db: Queryable): ShortVideoRepository {
  return {
    async list({ shopCode, size, page }) {
      const params = new SqlParams();
      const where = shopCode === undefined ? 'true' : `v.shop_code = ${params.add(shopCode)}`;
      return queryPage<ShortVideoRow>(db, { columns: CARD_COLUMNS, from: VIDEOS_WITH_EXHIBITOR, where, orderBy: PUBLISHED_ORDER, params, size, page });
    },

    async find(id) {
      const [row] = await db.query<ShortVideoDetailRow>(
        `SELECT * FROM (
           SELECT ${CARD_COLUMNS}, v.description, v.video_url,
                  lag(v.id) OVER (ORDER BY ${PUBLISHED_ORDER}) AS previous_id,
                  lead(v.id) OVER (ORDER BY ${PUBLISHED_ORDER}) AS next_id
             FROM ${VIDEOS_WITH_EXHIBITOR}) ordered
          WHERE ordered.id = $1`,
        [id],
      );
      return row;
    },
  };
}
