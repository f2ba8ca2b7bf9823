import type { Database, Queryable } from '../db/connection.js';
import { SEED_DIR } from '../db/seed-files.js';
import { findAccountByEmail } from '../member/actions/seed/demo-account-lookup.js';
import { readImSeed, type ImSeed } from './im-seed-file.js';
import { conversationBetween } from './repository.js';

// Several servers may start at once on an empty PostgreSQL; only one of them seeds.
const SEED_LOCK = 720_471_517;

/**
 * Stores the demo conversations of fixtures/seed/im.json while the local IM holds no message; a
 * conversation whose demo accounts are not in the database is left out. Runs after the accounts are
 * seeded. Returns how many messages it stored.
 */
export async function seedImIfEmpty(db: Database, dir: string = SEED_DIR): Promise<number> {
  const seed = readImSeed(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    if ((await tx.query('SELECT 1 FROM im_messages LIMIT 1')).length > 0) return 0;
    let stored = 0;
    for (const conversation of seed.conversations) stored += await seedConversation(tx, conversation);
    return stored;
  });
}

async function seedConversation(tx: Queryable, { between, messages }: ImSeed['conversations'][number]): Promise<number> {
  const ids = new Map<string, string>();
  for (const email of between) {
    const account = await findAccountByEmail(tx, email);
    if (!account) return 0;
    ids.set(email, account.id);
  }
  const idOf = (email: string) => ids.get(email) ?? '';
  const conversationId = await conversationBetween(tx, idOf(between[0]), idOf(between[1]));
  // What each participant has read up to: the message before the first one left unread for them.
  const readUpTo = new Map<string, string>();
  const firstUnreadSeen = new Set<string>();
  let lastId = '0';
  for (const { from, minutesAgo, text, read } of messages) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO im_messages (conversation_id, sender_id, text, sent_at)
       VALUES ($1::bigint, $2, $3, now() - make_interval(mins => $4::int)) RETURNING id::text AS id`,
      [conversationId, idOf(from), text, minutesAgo],
    );
    const recipient = between.find((email) => email !== from) ?? '';
    if (read === false) firstUnreadSeen.add(recipient);
    for (const email of between) if (!firstUnreadSeen.has(email)) readUpTo.set(email, row?.id ?? lastId);
    lastId = row?.id ?? lastId;
  }
  for (const email of between) {
    await tx.query(
      `UPDATE im_participants SET last_message_id = $3::bigint, last_read_message_id = $4::bigint
        WHERE conversation_id = $1::bigint AND account_id = $2`,
      [conversationId, idOf(email), lastId, readUpTo.get(email) ?? '0'],
    );
  }
  return messages.length;
}
