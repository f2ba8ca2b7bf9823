import type { Queryable } from '../../../db/connection.js';

export interface BlacklistEntry {
  accountId: string;
  siteTraderId: string;
}

/** The companies each buyer has blacklisted (spec §5: following their products asks confirmation first). */
export interface BlacklistRepository {
  isBlacklisted(entry: BlacklistEntry): Promise<boolean>;
  count(): Promise<number>;
  insert(entry: BlacklistEntry): Promise<void>;
}

export function createBlacklistRepository(db: Queryable): BlacklistRepository {
  return {
    async isBlacklisted({ accountId, siteTraderId }) {
      const rows = await db.query('SELECT 1 FROM buyer_blacklists WHERE account_id = $1 AND site_trader_id = $2', [accountId, siteTraderId]);
      return rows.length > 0;
    },

    async count() {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM buyer_blacklists');
      return row?.count ?? 0;
    },

    async insert({ accountId, siteTraderId }) {
      await db.query('INSERT INTO buyer_blacklists (account_id, site_trader_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [accountId, siteTraderId]);
    },
  };
}
