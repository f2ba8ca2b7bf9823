import type { Language } from '../../../common/language.js';
import type { Queryable } from '../../db/connection.js';
import { wallTimeSql } from '../../db/wall-time-sql.js';
import { authorSql } from './author-sql.js';

export interface VersionSummary {
  version: number;
  /** UTC+8 wall time. */
  createdAt: string;
  createdBy: string;
  live: boolean;
}

// pg_advisory_xact_lock(namespace, hashtext(page/language)): one publish or rollback of a page at a time.
const PUBLISH_LOCK_NAMESPACE = 720_471_520;

/** The operator's view of page_config_versions and the live pointer (server/page-configs/repository.ts has the visitors'). */
export interface VersionRepository {
  /** Holds until the transaction ends: publishes and rollbacks of one page and language run one after another. */
  lockPage(page: string, language: Language): Promise<void>;
  /** Every page with a live configuration, by name, with the languages it has one in. */
  livePages(): Promise<Array<{ page: string; languages: Language[] }>>;
  /** The live version, 0 when the page has none in that language. */
  liveVersion(page: string, language: Language): Promise<number>;
  /** The number the next published version gets. */
  nextVersion(page: string, language: Language): Promise<number>;
  list(page: string, language: Language): Promise<VersionSummary[]>;
  /** The stored document (as stored, possibly with a `version` of its own). */
  findDocument(page: string, language: Language, version: number): Promise<unknown>;
}

export function createVersionRepository(db: Queryable): VersionRepository {
  return {
    async lockPage(page, language) {
      await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PUBLISH_LOCK_NAMESPACE, `${page}/${language}`]);
    },

    async livePages() {
      return db.query<{ page: string; languages: Language[] }>(
        'SELECT page, array_agg(language ORDER BY language) AS languages FROM page_configs GROUP BY page ORDER BY page',
      );
    },

    async liveVersion(page, language) {
      const rows = await db.query<{ version: number }>('SELECT live_version AS version FROM page_configs WHERE page = $1 AND language = $2', [page, language]);
      return rows[0]?.version ?? 0;
    },

    async nextVersion(page, language) {
      const rows = await db.query<{ next: number }>(
        'SELECT COALESCE(max(version), 0)::int + 1 AS next FROM page_config_versions WHERE page = $1 AND language = $2',
        [page, language],
      );
      return rows[0]?.next ?? 1;
    },

    async list(page, language) {
      return db.query<VersionSummary>(
        `SELECT v.version, ${wallTimeSql('v.created_at')} AS "createdAt", ${authorSql('v.created_by', 'a')} AS "createdBy",
                (c.live_version IS NOT NULL AND c.live_version = v.version) AS live
           FROM page_config_versions v
           LEFT JOIN page_configs c ON c.page = v.page AND c.language = v.language
           LEFT JOIN accounts a ON a.id = v.created_by
          WHERE v.page = $1 AND v.language = $2
          ORDER BY v.version DESC`,
        [page, language],
      );
    },

    async findDocument(page, language, version) {
      const rows = await db.query<{ document: string }>(
        'SELECT document::text AS document FROM page_config_versions WHERE page = $1 AND language = $2 AND version = $3',
        [page, language, version],
      );
      return rows[0] === undefined ? undefined : (JSON.parse(rows[0].document) as unknown);
    },
  };
}
