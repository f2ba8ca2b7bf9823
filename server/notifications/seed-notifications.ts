import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedNotifications } from '../../common/generated/types.js';
import type { Database } from '../db/connection.js';
import { SEED_DIR } from '../db/seed-files.js';
import { findAccountByEmail } from '../member/actions/seed/demo-account-lookup.js';
import { assertDocument } from '../schemas/document-validator.js';
import { createNotificationRepository } from './repository.js';

export const NOTIFICATIONS_FILE = 'notifications.json';

// Several servers may start at once on an empty PostgreSQL; only one of them seeds.
const SEED_LOCK = 720_471_506;

/** fixtures/seed/notifications.json, checked against schemas/seed/notifications.schema.json. */
export function readSeedNotifications(dir: string = SEED_DIR): SeedNotifications {
  const value: unknown = JSON.parse(readFileSync(join(dir, NOTIFICATIONS_FILE), 'utf8'));
  return assertDocument<SeedNotifications>('seed/notifications.schema.json', value, NOTIFICATIONS_FILE);
}

/**
 * While no notification is stored, stores the demo accounts' notifications (some unread, so the badges
 * show in the demo). Runs after the accounts are seeded; a notification of an account that is not in
 * the database (one with real accounts only) is left out. Returns how many it stored.
 */
export async function seedNotificationsIfEmpty(db: Database, dir: string = SEED_DIR): Promise<number> {
  const { notifications } = readSeedNotifications(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    const repository = createNotificationRepository(tx);
    if ((await repository.count()) > 0) return 0;
    let stored = 0;
    // Oldest first, so that ids grow with the time sent, as for notifications sent live.
    for (const { account, category, title, content, minutesAgo, read } of [...notifications].sort((a, b) => b.minutesAgo - a.minutesAgo)) {
      const accountId = (await findAccountByEmail(tx, account))?.id;
      if (accountId === undefined) continue;
      await repository.insert({ accountId, category, title, content }, { minutesAgo, read });
      stored += 1;
    }
    return stored;
  });
}
