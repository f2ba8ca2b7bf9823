import type { Queryable } from '../../../db/connection.js';
import { wallTimeSql } from '../../../db/wall-time-sql.js';
import { exhibitorRefColumns, exhibitorRefJoins, type ExhibitorRefRow } from '../listings/exhibitor-ref.js';
import type { Translations } from '../listings/product-repository.js';

/** Spec §4: a buyer follows an exhibit (PRODUCT) or an exhibitor (EXHIBITOR, a company). */
export type FollowTargetType = 'PRODUCT' | 'EXHIBITOR';

export const FOLLOW_TARGET_TYPES = ['PRODUCT', 'EXHIBITOR'] as const satisfies readonly FollowTargetType[];

export interface FollowTarget {
  targetType: FollowTargetType;
  targetId: string;
}

/** A follow with what the personal centre shows of its target: the product's title and picture, or the exhibitor's logo. */
export interface FollowedRow extends FollowTarget, ExhibitorRefRow {
  product_title: Translations | null;
  image_url: string | null;
  followed_at: string;
}

/** How many follows the personal centre lists at most. */
export const FOLLOW_LIST_LIMIT = 100;

export interface FollowRepository {
  /** Following twice keeps one follow. */
  follow(accountId: string, target: FollowTarget): Promise<void>;
  /** Unfollowing what is not followed changes nothing. */
  unfollow(accountId: string, target: FollowTarget): Promise<void>;
  /** The account's follows, newest first, of one target type or of both. */
  listOf(accountId: string, targetType?: FollowTargetType): Promise<FollowedRow[]>;
}

// Each target type has its own column, with a foreign key to what it names (see 004_buyer_actions.sql).
const TARGET_COLUMN: Record<FollowTargetType, string> = { PRODUCT: 'product_id', EXHIBITOR: 'site_trader_id' };

const TARGET_TYPE = `CASE WHEN f.product_id IS NOT NULL THEN 'PRODUCT' ELSE 'EXHIBITOR' END`;

export function createFollowRepository(db: Queryable): FollowRepository {
  return {
    async follow(accountId, { targetType, targetId }) {
      const column = TARGET_COLUMN[targetType];
      await db.query(`INSERT INTO follows (account_id, ${column}) VALUES ($1, $2) ON CONFLICT (account_id, ${column}) DO NOTHING`, [accountId, targetId]);
    },

    async unfollow(accountId, { targetType, targetId }) {
      await db.query(`DELETE FROM follows WHERE account_id = $1 AND ${TARGET_COLUMN[targetType]} = $2`, [accountId, targetId]);
    },

    async listOf(accountId, targetType) {
      // The exhibitor is the product's company for a product, the followed company itself for an exhibitor.
      return db.query<FollowedRow>(
        `SELECT ${TARGET_TYPE} AS "targetType", coalesce(f.product_id, f.site_trader_id) AS "targetId",
                p.title AS product_title, CASE WHEN f.product_id IS NOT NULL THEN p.picture_url ELSE s.logo_url END AS image_url,
                ${wallTimeSql('f.created_at')} AS followed_at, ${exhibitorRefColumns('t', 's')}
           FROM follows f
           LEFT JOIN listed_products p ON p.id = f.product_id
           ${exhibitorRefJoins('coalesce(p.site_trader_id, f.site_trader_id)', 't', 's')}
          WHERE f.account_id = $1 AND ($2::text IS NULL OR ${TARGET_TYPE} = $2::text)
          ORDER BY f.created_at DESC, f.id DESC LIMIT ${FOLLOW_LIST_LIMIT}`,
        [accountId, targetType ?? null],
      );
    },
  };
}
