import type { NotificationCategory, NotificationReminder, UnreadInfo } from '../../common/generated/types.js';
import type { Queryable } from '../db/connection.js';
import { wallTimeSql } from '../db/wall-time-sql.js';
import { noUnread } from './categories.js';

export interface NewNotification {
  accountId: string;
  category: NotificationCategory;
  title: string;
  content: string;
}

export interface NotificationPage {
  items: NotificationReminder[];
  totalElements: number;
}

/** For the seed: a notification sent some minutes ago, perhaps read since. */
export interface PastDelivery {
  minutesAgo: number;
  read: boolean;
}

export interface NotificationRepository {
  insert(notification: NewNotification, past?: PastDelivery): Promise<NotificationReminder>;
  unreadInfo(accountId: string): Promise<UnreadInfo>;
  /** The account's notifications, newest first. */
  listPage(accountId: string, page: { page: number; size: number }): Promise<NotificationPage>;
  /**
   * Marks the account's notification read (a second time keeps the first read time). Undefined when the
   * account has no such notification: another account's is answered as one that does not exist.
   */
  markRead(accountId: string, id: string): Promise<{ reminder: NotificationReminder; changed: boolean } | undefined>;
  /** Marks every unread notification of the account read; returns how many. */
  markAllRead(accountId: string): Promise<number>;
  count(): Promise<number>;
}

const COLUMNS = `id::text AS id, category, title, content, ${wallTimeSql('created_at')} AS "createdAt",
                 CASE WHEN read_at IS NULL THEN NULL ELSE ${wallTimeSql('read_at')} END AS "readAt"`;
// Ids are bigints; anything else names no notification (rather than failing the cast).
const NOTIFICATION_ID = /^[1-9][0-9]{0,17}$/;

export function createNotificationRepository(db: Queryable): NotificationRepository {
  return {
    async insert({ accountId, category, title, content }, past = { minutesAgo: 0, read: false }) {
      const [row] = await db.query<NotificationReminder>(
        `INSERT INTO notification_reminders (account_id, category, title, content, created_at, read_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5), CASE WHEN $6 THEN now() END) RETURNING ${COLUMNS}`,
        [accountId, category, title, content, past.minutesAgo, past.read],
      );
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },

    async unreadInfo(accountId) {
      const rows = await db.query<{ category: NotificationCategory; count: number }>(
        `SELECT category, count(*)::int AS count FROM notification_reminders
          WHERE account_id = $1 AND read_at IS NULL GROUP BY category`,
        [accountId],
      );
      const info = noUnread();
      for (const { category, count } of rows) info[category] = count;
      return info;
    },

    async listPage(accountId, { page, size }) {
      const [total] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM notification_reminders WHERE account_id = $1', [accountId]);
      const items = await db.query<NotificationReminder>(
        `SELECT ${COLUMNS} FROM notification_reminders WHERE account_id = $1
          ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [accountId, size, page * size],
      );
      return { items, totalElements: total?.count ?? 0 };
    },

    async markRead(accountId, id) {
      if (!NOTIFICATION_ID.test(id)) return undefined;
      const [changed] = await db.query<NotificationReminder>(
        `UPDATE notification_reminders SET read_at = now()
          WHERE id = $1::bigint AND account_id = $2 AND read_at IS NULL RETURNING ${COLUMNS}`,
        [id, accountId],
      );
      if (changed) return { reminder: changed, changed: true };
      const [unchanged] = await db.query<NotificationReminder>(`SELECT ${COLUMNS} FROM notification_reminders WHERE id = $1::bigint AND account_id = $2`, [
        id,
        accountId,
      ]);
      return unchanged ? { reminder: unchanged, changed: false } : undefined;
    },

    async markAllRead(accountId) {
      const rows = await db.query('UPDATE notification_reminders SET read_at = now() WHERE account_id = $1 AND read_at IS NULL RETURNING id', [accountId]);
      return rows.length;
    },

    async count() {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM notification_reminders');
      return row?.count ?? 0;
    },
  };
}
