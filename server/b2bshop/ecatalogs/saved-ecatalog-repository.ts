import type { Queryable } from '../../db/connection.js';
import { SqlParams } from '../../filter/sql-params.js';
import { queryPage, type RowPage } from '../catalog/paged-query.js';
import { CATALOG_CARD_COLUMNS, CATALOGS_WITH_EXHIBITOR, type ECatalogRow } from './ecatalog-repository.js';

/** A buyer's saved e-catalogues ("my catalogues", /catalogList). */
export interface SavedECatalogRepository {
  /** Saving twice keeps one; false when there is no such catalogue. */
  save(accountId: string, catalogId: string): Promise<boolean>;
  /** Unsaving what is not saved changes nothing. */
  unsave(accountId: string, catalogId: string): Promise<void>;
  isSaved(accountId: string, catalogId: string): Promise<boolean>;
  /** The account's saved catalogues, the most recently saved first. */
  listOf(accountId: string, paging: { size: number; page: number }): Promise<RowPage<ECatalogRow>>;
}

export function createSavedECatalogRepository(db: Queryable): SavedECatalogRepository {
  return {
    async save(accountId, catalogId) {
      const stored = await db.query(
        `INSERT INTO saved_e_catalogs (account_id, catalog_id)
           SELECT $1, id FROM e_catalogs WHERE id = $2
         ON CONFLICT (account_id, catalog_id) DO UPDATE SET saved_at = saved_e_catalogs.saved_at
         RETURNING catalog_id`,
        [accountId, catalogId],
      );
      return stored.length > 0;
    },

    async unsave(accountId, catalogId) {
      await db.query('DELETE FROM saved_e_catalogs WHERE account_id = $1 AND catalog_id = $2', [accountId, catalogId]);
    },

    async isSaved(accountId, catalogId) {
      return (await db.query('SELECT 1 FROM saved_e_catalogs WHERE account_id = $1 AND catalog_id = $2', [accountId, catalogId])).length > 0;
    },

    async listOf(accountId, { size, page }) {
      const params = new SqlParams();
      return queryPage<ECatalogRow>(db, {
        columns: CATALOG_CARD_COLUMNS,
        from: `${CATALOGS_WITH_EXHIBITOR} JOIN saved_e_catalogs s ON s.catalog_id = c.id`,
        where: `s.account_id = ${params.add(accountId)}`,
        orderBy: 's.saved_at DESC, c.id ASC',
        params,
        size,
        page,
      });
    },
  };
}
