// The local IM's conversations, messages and read positions (migration 007_local_im.sql): the SQL of them.
import type { Database, Queryable } from '../db/connection.js';
import { wallTimeSql } from '../db/wall-time-sql.js';
import type { ImAccount } from './im-roles.js';

export interface ImMessage {
  /** Decimal string of the message's growing id. */
  id: string;
  fromMe: boolean;
  text: string;
  /** UTC+8 wall time 'YYYY-MM-DD HH:mm:ss'. */
  sentAt: string;
}

export interface ImConversation {
  peerId: string;
  peerName: string;
  lastMessage: { text: string; sentAt: string; fromMe: boolean } | null;
  unreadCount: number;
}

/** A conversation as stored: the peer named as its account is, and whether it is the customer service. */
export interface StoredConversation extends ImConversation {
  peerIsService: boolean;
}

export interface MessagePage {
  /** Only messages older than this one (a message id); undefined: the newest. */
  before?: string;
  size: number;
}

/** The most recent conversations the list holds. */
export const CONVERSATION_LIST_LIMIT = 100;

export interface ImRepository {
  findAccount(id: string): Promise<ImAccount | undefined>;
  /** The id of the account with that e-mail, unless it is disabled. */
  findActiveAccountIdByEmail(email: string): Promise<string | undefined>;
  /** The account's conversations, the latest message first, at most CONVERSATION_LIST_LIMIT; `serviceEmail` names the customer service. */
  listConversations(accountId: string, serviceEmail: string): Promise<StoredConversation[]>;
  /** A page of the conversation with the peer, oldest first; empty when there is none yet. */
  listMessages(accountId: string, peerId: string, page: MessagePage): Promise<ImMessage[]>;
  /** Stores the message (starting the conversation if needed); returns it as its sender sees it. */
  send(senderId: string, recipientId: string, text: string): Promise<ImMessage>;
  /** Marks everything the peer sent as read; returns whether anything was unread. */
  markRead(accountId: string, peerId: string): Promise<boolean>;
  /** The peer's messages the account has not read, over all its conversations. */
  unreadTotal(accountId: string): Promise<number>;
}

interface ConversationRow {
  peerId: string;
  peerName: string;
  peerIsService: boolean;
  text: string | null;
  sentAt: string | null;
  fromMe: boolean | null;
  unreadCount: number;
}

export function createImRepository(db: Database): ImRepository {
  return {
    async findAccount(id) {
      const [row] = await db.query<ImAccount>(
        `SELECT id, email, name, user_type AS "userType", media_member AS "mediaMember", disabled
           FROM accounts WHERE id = $1`,
        [id],
      );
      return row;
    },

    async findActiveAccountIdByEmail(email) {
      const [row] = await db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1 AND NOT disabled', [email.toLowerCase()]);
      return row?.id;
    },

    async listConversations(accountId, serviceEmail) {
      const rows = await db.query<ConversationRow>(
        `SELECT p.peer_id AS "peerId", peer.name AS "peerName", peer.email IS NOT DISTINCT FROM $2 AS "peerIsService",
                m.text, ${wallTimeSql('m.sent_at')} AS "sentAt", m.sender_id = p.account_id AS "fromMe",
                (SELECT count(*)::int FROM im_messages u
                  WHERE u.conversation_id = p.conversation_id AND u.id > p.last_read_message_id
                    AND u.sender_id <> p.account_id) AS "unreadCount"
           FROM im_participants p
           JOIN accounts peer ON peer.id = p.peer_id
           LEFT JOIN im_messages m ON m.id = p.last_message_id
          WHERE p.account_id = $1
          ORDER BY p.last_message_id DESC, p.peer_id
          LIMIT ${CONVERSATION_LIST_LIMIT}`,
        [accountId, serviceEmail],
      );
      return rows.map(({ peerId, peerName, peerIsService, text, sentAt, fromMe, unreadCount }) => ({
        peerId,
        peerName,
        peerIsService,
        lastMessage: text === null || sentAt === null ? null : { text, sentAt, fromMe: fromMe === true },
        unreadCount,
      }));
    },

    async listMessages(accountId, peerId, { before, size }) {
      const rows = await db.query<ImMessage>(
        `SELECT m.id::text AS id, m.sender_id = $1 AS "fromMe", m.text, ${wallTimeSql('m.sent_at')} AS "sentAt"
           FROM im_participants p
           JOIN im_messages m ON m.conversation_id = p.conversation_id
          WHERE p.account_id = $1 AND p.peer_id = $2 AND ($3::bigint IS NULL OR m.id < $3::bigint)
          ORDER BY m.id DESC
          LIMIT $4`,
        [accountId, peerId, before ?? null, size],
      );
      return rows.reverse();
    },

    send(senderId, recipientId, text) {
      return db.transaction(async (tx) => {
        const conversationId = await conversationBetween(tx, senderId, recipientId);
        const [message] = await tx.query<ImMessage>(
          `INSERT INTO im_messages (conversation_id, sender_id, text) VALUES ($1, $2, $3)
           RETURNING id::text AS id, true AS "fromMe", text, ${wallTimeSql('sent_at')} AS "sentAt"`,
          [conversationId, senderId, text],
        );
        if (!message) throw new Error('INSERT … RETURNING gave no row');
        await tx.query('UPDATE im_participants SET last_message_id = GREATEST(last_message_id, $2::bigint) WHERE conversation_id = $1', [
          conversationId,
          message.id,
        ]);
        return message;
      });
    },

    async markRead(accountId, peerId) {
      const changed = await db.query(
        `UPDATE im_participants SET last_read_message_id = last_message_id
          WHERE account_id = $1 AND peer_id = $2 AND last_read_message_id < last_message_id
          RETURNING 1`,
        [accountId, peerId],
      );
      return changed.length > 0;
    },

    async unreadTotal(accountId) {
      // The condition on p repeats im_participants_unread's predicate, so only those rows are read.
      const [row] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total
           FROM im_participants p
           JOIN im_messages m ON m.conversation_id = p.conversation_id
                             AND m.id > p.last_read_message_id AND m.sender_id <> p.account_id
          WHERE p.account_id = $1 AND p.last_message_id > p.last_read_message_id`,
        [accountId],
      );
      return row?.total ?? 0;
    },
  };
}

/** The pair's conversation, made (with both participants) the first time; safe when both write at once. */
export async function conversationBetween(tx: Queryable, one: string, other: string): Promise<string> {
  // Account ids are ASCII: JavaScript's order is the byte order of the table's CHECK (COLLATE "C").
  const [a, b] = one < other ? [one, other] : [other, one];
  await tx.query('INSERT INTO im_conversations (account_a, account_b) VALUES ($1, $2) ON CONFLICT (account_a, account_b) DO NOTHING', [a, b]);
  const [row] = await tx.query<{ id: string }>('SELECT id::text AS id FROM im_conversations WHERE account_a = $1 AND account_b = $2', [a, b]);
  if (!row) throw new Error(`no conversation between ${a} and ${b} after inserting it`);
  await tx.query(
    `INSERT INTO im_participants (account_id, peer_id, conversation_id) VALUES ($1, $2, $3::bigint), ($2, $1, $3::bigint)
     ON CONFLICT (account_id, peer_id) DO NOTHING`,
    [a, b, row.id],
  );
  return row.id;
}
