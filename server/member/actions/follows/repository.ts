import type { Queryable } from '../../../db/connection.js';

/** Spec §4: a buyer follows an exhibit (PRODUCT) or an exhibitor (EXHIBITOR, a company). */
export type FollowTargetType = 'PRODUCT' | 'EXHIBITOR';

export const FOLLOW_TARGET_TYPES = ['PRODUCT', 'EXHIBITOR'] as const satisfies readonly FollowTargetType[];

export interface FollowTarget {
  targetType: FollowTargetType;
  targetId: string;
}

export interface FollowRepository {
  /** Following twice keeps one follow. */
  follow(accountId: string, target: FollowTarget): Promise<void>;
  /** Unfollowing what is not followed changes nothing. */
  unfollow(accountId: string, target: FollowTarget): Promise<void>;
  /** The account's follows, newest first, of one target type or of both. */
  listOf(accountId: string, targetType?: FollowTargetType): Promise<FollowTarget[]>;
}

// Each target type has its own column, with a foreign key to what it names (see 004_buyer_actions.sql).
const TARGET_COLUMN: Record<FollowTargetType, string> = { PRODUCT: 'product_id', EXHIBITOR: 'site_trader_id' };

const TARGET_TYPE = `CASE WHEN product_id IS NOT NULL THEN 'PRODUCT' ELSE 'EXHIBITOR' END`;

export function createFollowRepository(db: Queryable): FollowRepository {
  return {
    async follow(accountId, { targetType, targetId }) {
      const column = TARGET_COLUMN[targetType];
      await db.query(
        `INSERT INTO follows (account_id, ${column}) VALUES ($1, $2) ON CONFLICT (account_id, ${column}) DO NOTHING`,
        [accountId, targetId],
      );
    },

    async unfollow(accountId, { targetType, targetId }) {
      await db.query(`DELETE FROM follows WHERE account_id = $1 AND ${TARGET_COLUMN[targetType]} = $2`, [accountId, targetId]);
    },

    async listOf(accountId, targetType) {
      return db.query<FollowTarget>(
        `SELECT ${TARGET_TYPE} AS "targetType", coalesce(product_id, site_trader_id) AS "targetId"
           FROM follows
          WHERE account_id = $1 AND ($2::text IS NULL OR ${TARGET_TYPE} = $2::text)
          ORDER BY created_at DESC, id DESC`,
        [accountId, targetType ?? null],
      );
    },
  };
}
