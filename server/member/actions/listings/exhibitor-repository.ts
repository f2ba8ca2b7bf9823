import type { Queryable } from '../../../db/connection.js';

/** Reads the accounts area's companies (site_traders); buyer actions never change them. */
export interface ExhibitorRepository {
  /** Whether the company exhibits: it sells (isSeller Y) or is a group of exhibitors (isGroup Y). */
  isExhibitor(siteTraderId: string): Promise<boolean>;
}

export function createExhibitorRepository(db: Queryable): ExhibitorRepository {
  return {
    async isExhibitor(siteTraderId) {
      const rows = await db.query(`SELECT 1 FROM site_traders WHERE id = $1 AND (is_seller = 'Y' OR is_group = 'Y')`, [siteTraderId]);
      return rows.length > 0;
    },
  };
}
