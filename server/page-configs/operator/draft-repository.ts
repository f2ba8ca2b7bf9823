import { randomBytes } from 'node:crypto';
import type { Language } from '../../../common/language.js';
import type { Queryable } from '../../db/connection.js';
import { wallTimeSql } from '../../db/wall-time-sql.js';
import { authorSql } from './author-sql.js';

export interface StoredDraft {
  id: string;
  page: string;
  language: Language;
  baseVersion: number;
  revision: number;
  document: Record<string, unknown>;
  /** UTC+8 wall time. */
  updatedAt: string;
  updatedBy: string;
}

export type DraftSummary = Omit<StoredDraft, 'page' | 'language' | 'document'>;

export interface DraftKey {
  id: string;
  page: string;
  language: Language;
}

export interface DraftRepository {
  create(draft: { page: string; language: Language; baseVersion: number; document: Record<string, unknown>; updatedBy: string }): Promise<StoredDraft>;
  list(page: string, language: Language): Promise<DraftSummary[]>;
  /** The draft, when it is one of this page and language; `forUpdate` locks it until the transaction ends. */
  find(key: DraftKey, options?: { forUpdate?: boolean }): Promise<StoredDraft | undefined>;
  /** Saves over the draft when its revision is still `revision`; undefined when it is not (or there is no such draft). */
  update(key: DraftKey, revision: number, document: Record<string, unknown>, updatedBy: string): Promise<StoredDraft | undefined>;
  remove(id: string): Promise<void>;
}

const COLUMNS = `d.id, d.page, d.language, d.base_version AS "baseVersion", d.revision, d.document::text AS document,
  ${wallTimeSql('d.updated_at')} AS "updatedAt", ${authorSql('d.updated_by', 'a')} AS "updatedBy"`;

interface DraftRow extends Omit<StoredDraft, 'document'> {
  document: string;
}

const toDraft = ({ document, ...row }: DraftRow): StoredDraft => ({ ...row, document: JSON.parse(document) as Record<string, unknown> });

/** A draft id: 32 hex characters, not guessable. */
export function newDraftId(): string {
  return randomBytes(16).toString('hex');
}

export function createDraftRepository(db: Queryable): DraftRepository {
  // A CTE's RETURNING row joined to its author: one statement per write.
  const writeReturning = async (write: string, params: unknown[]) => {
    const rows = await db.query<DraftRow>(`WITH d AS (${write} RETURNING *) SELECT ${COLUMNS} FROM d LEFT JOIN accounts a ON a.id = d.updated_by`, params);
    return rows[0] === undefined ? undefined : toDraft(rows[0]);
  };

  return {
    async create({ page, language, baseVersion, document, updatedBy }) {
      const draft = await writeReturning(
        `INSERT INTO page_config_drafts (id, page, language, base_version, document, updated_by)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
        [newDraftId(), page, language, baseVersion, JSON.stringify(document), updatedBy],
      );
      if (!draft) throw new Error('The new draft was not stored.');
      return draft;
    },

    async list(page, language) {
      return db.query<DraftSummary>(
        `SELECT d.id, d.base_version AS "baseVersion", d.revision, ${wallTimeSql('d.updated_at')} AS "updatedAt",
                ${authorSql('d.updated_by', 'a')} AS "updatedBy"
           FROM page_config_drafts d LEFT JOIN accounts a ON a.id = d.updated_by
          WHERE d.page = $1 AND d.language = $2
          ORDER BY d.updated_at DESC, d.id`,
        [page, language],
      );
    },

    async find({ id, page, language }, { forUpdate = false } = {}) {
      const rows = await db.query<DraftRow>(
        `SELECT ${COLUMNS} FROM page_config_drafts d LEFT JOIN accounts a ON a.id = d.updated_by
          WHERE d.id = $1 AND d.page = $2 AND d.language = $3${forUpdate ? ' FOR UPDATE OF d' : ''}`,
        [id, page, language],
      );
      return rows[0] === undefined ? undefined : toDraft(rows[0]);
    },

    async update({ id, page, language }, revision, document, updatedBy) {
      return writeReturning(
        `UPDATE page_config_drafts
            SET document = $5::jsonb, revision = revision + 1, updated_at = now(), updated_by = $6
          WHERE id = $1 AND page = $2 AND language = $3 AND revision = $4`,
        [id, page, language, revision, JSON.stringify(document), updatedBy],
      );
    },

    async remove(id) {
      await db.query('DELETE FROM page_config_drafts WHERE id = $1', [id]);
    },
  };
}
