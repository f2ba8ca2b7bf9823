import type { Database, Queryable } from '../../../db/connection.js';
import { SEED_DIR } from '../../../db/seed-files.js';
import { createSensitiveWordRepository } from '../../../sensitive-words/repository.js';
import { createBlacklistRepository } from '../listings/blacklist-repository.js';
import { createLiveRepository } from '../listings/live-repository.js';
import { readBuyerActionsSeed, type BuyerActionsSeed } from './buyer-actions-seed-file.js';
import { findAccountByEmail } from './demo-account-lookup.js';

// Several servers may start at once on an empty PostgreSQL; only one of them seeds.
const SEED_LOCK = 720_471_504;

/** How many rows of each kind were stored (0 for a table that already held rows). */
export interface BuyerActionsSeeded {
  lives: number;
  blacklists: number;
  sensitiveWords: number;
}

/**
 * Fills each of lives, buyer_blacklists and sensitive_words from fixtures/seed/buyer-actions.json while
 * that table is empty, each on its own: a table someone has filled is never touched. Runs after the
 * accounts are seeded; a blacklist entry whose demo accounts are not in the database (a database with
 * real accounts only) is left out. The products come with the catalogue (b2bshop/catalog/seed-catalog.ts).
 */
export async function seedBuyerActionsIfEmpty(db: Database, dir: string = SEED_DIR): Promise<BuyerActionsSeeded> {
  const seed = readBuyerActionsSeed(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    return {
      lives: await seedLives(tx, seed.lives),
      blacklists: await seedBlacklists(tx, seed.blacklists),
      sensitiveWords: await seedSensitiveWords(tx, seed.sensitiveWords),
    };
  });
}

async function seedLives(tx: Queryable, lives: BuyerActionsSeed['lives']): Promise<number> {
  const repository = createLiveRepository(tx);
  if ((await repository.count()) > 0) return 0;
  for (const live of lives) await repository.insert(live);
  return lives.length;
}

async function seedBlacklists(tx: Queryable, blacklists: BuyerActionsSeed['blacklists']): Promise<number> {
  const repository = createBlacklistRepository(tx);
  if ((await repository.count()) > 0) return 0;
  let stored = 0;
  for (const { buyer, companyOf } of blacklists) {
    const accountId = (await findAccountByEmail(tx, buyer))?.id;
    const siteTraderId = (await findAccountByEmail(tx, companyOf))?.siteTraderId;
    if (!accountId || !siteTraderId) continue;
    await repository.insert({ accountId, siteTraderId });
    stored += 1;
  }
  return stored;
}

async function seedSensitiveWords(tx: Queryable, words: BuyerActionsSeed['sensitiveWords']): Promise<number> {
  const repository = createSensitiveWordRepository(tx);
  if ((await repository.count()) > 0) return 0;
  for (const word of words) await repository.insert(word);
  return words.length;
}
