import type { Language } from '../../common/generated/types.js';
import type { Queryable } from '../db/connection.js';

/** Which stored row is live: its version, and its revision, which any change of the row changes. */
export interface LiveStamp {
  version: number;
  /**
   * The row version's transaction id (PostgreSQL's xmin): a publish makes a new row, and an edit of a
   * stored row in place writes a new tuple, so either gives a new stamp.
   */
  revision: string;
}

export interface LivePageConfig extends LiveStamp {
  /** The stored JSON document, as text exactly as the database holds it. */
  document: string;
}

export interface NewPageConfigVersion {
  page: string;
  language: Language;
  version: number;
  document: unknown;
  createdBy: string;
}

export interface PageConfigRepository {
  findLive(page: string, language: Language): Promise<LivePageConfig | undefined>;
  /** What findLive would answer, without its document: cheap enough to ask on every request. */
  findLiveStamp(page: string, language: Language): Promise<LiveStamp | undefined>;
  countLive(): Promise<number>;
  insertVersion(version: NewPageConfigVersion): Promise<void>;
  setLive(page: string, language: Language, version: number): Promise<void>;
}

/** The live version's row of page $1 in language $2. */
const LIVE_VERSION_OF_PAGE = `FROM page_configs c
  JOIN page_config_versions v ON v.page = c.page AND v.language = c.language AND v.version = c.live_version
 WHERE c.page = $1 AND c.language = $2`;

export function createPageConfigRepository(db: Queryable): PageConfigRepository {
  return {
    async findLive(page, language) {
      const rows = await db.query<LivePageConfig>(`SELECT v.version, v.xmin::text AS revision, v.document::text AS document ${LIVE_VERSION_OF_PAGE}`, [
        page,
        language,
      ]);
      return rows[0];
    },

    async findLiveStamp(page, language) {
      const rows = await db.query<LiveStamp>(`SELECT v.version, v.xmin::text AS revision ${LIVE_VERSION_OF_PAGE}`, [page, language]);
      return rows[0];
    },

    async countLive() {
      const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM page_configs');
      return rows[0]?.count ?? 0;
    },

    async insertVersion({ page, language, version, document, createdBy }) {
      await db.query(
        `INSERT INTO page_config_versions (page, language, version, document, created_by)
         VALUES ($1, $2, $3, $4::jsonb, $5)`,
        [page, language, version, JSON.stringify(document), createdBy],
      );
    },

    async setLive(page, language, version) {
      await db.query(
        `INSERT INTO page_configs (page, language, live_version) VALUES ($1, $2, $3)
         ON CONFLICT (page, language) DO UPDATE SET live_version = EXCLUDED.live_version`,
        [page, language, version],
      );
    },
  };
}
