import type { Queryable } from '../db/connection.js';
import { wallTimeSql } from '../db/wall-time-sql.js';
import { authorSql } from '../page-configs/operator/author-sql.js';

/** What an operator owns and the audit list follows: a page configuration in one language, an announcement, a news article, a press invitation. */
export type AuditArea = 'pageConfig' | 'announcement' | 'news' | 'pressInvitation';

/** The details an action records, all optional: the version published or rolled back to, the draft and its revision. */
export interface AuditDetail {
  version?: number;
  draftId?: string;
  revision?: number;
}

export interface AuditRecord {
  area: AuditArea;
  subject: string;
  action: string;
  /** An account id, or what the command line named. */
  actor: string;
  detail?: AuditDetail;
}

export interface AuditEntry extends AuditDetail {
  id: number;
  action: string;
  /** The account's name (or e-mail), or what the command line named. */
  by: string;
  /** UTC+8 wall time. */
  at: string;
}

/** The newest entries a list shows. */
export const AUDIT_LIST_SIZE = 100;

export interface AuditLog {
  record(entry: AuditRecord): Promise<void>;
  /** The subject's newest entries first, at most AUDIT_LIST_SIZE. */
  list(area: AuditArea, subject: string): Promise<AuditEntry[]>;
}

/** The subject a page configuration's entries are kept under. */
export const pageSubject = (page: string, language: string): string => `${page}/${language}`;

export function createAuditLog(db: Queryable): AuditLog {
  return {
    async record({ area, subject, action, actor, detail = {} }) {
      await db.query('INSERT INTO operator_audit (area, subject, action, actor, detail) VALUES ($1, $2, $3, $4, $5::jsonb)', [
        area,
        subject,
        action,
        actor,
        JSON.stringify(detail),
      ]);
    },

    async list(area, subject) {
      const rows = await db.query<{ id: string; action: string; by: string; at: string; detail: string }>(
        `SELECT l.id::text AS id, l.action, ${authorSql('l.actor', 'a')} AS by, ${wallTimeSql('l.at')} AS at, l.detail::text AS detail
           FROM operator_audit l
           LEFT JOIN accounts a ON a.id = l.actor
          WHERE l.area = $1 AND l.subject = $2
          ORDER BY l.id DESC
          LIMIT ${AUDIT_LIST_SIZE}`,
        [area, subject],
      );
      return rows.map(({ id, action, by, at, detail }) => ({ id: Number(id), action, by, at, ...(JSON.parse(detail) as AuditDetail) }));
    },
  };
}

/** Records a draft's creation, save or deletion in its page's audit list. */
export async function recordDraftAction(
  db: Queryable,
  target: { page: string; language: string },
  action: 'draftCreated' | 'draftSaved' | 'draftDeleted',
  actor: string,
  draft: { id: string; revision: number },
): Promise<void> {
  await createAuditLog(db).record({
    area: 'pageConfig',
    subject: pageSubject(target.page, target.language),
    action,
    actor,
    detail: { draftId: draft.id, revision: draft.revision },
  });
}
