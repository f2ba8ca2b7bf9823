import type { Database, Queryable } from '../../../db/connection.js';
import { SEED_DIR } from '../../../db/seed-files.js';
import { createSensitiveWordRepository } from '../../../sensitive-words/repository.js';
import { createBlacklistRepository } from '../listings/blacklist-repository.js';
import { createLiveRepository } from '../listings/live-repository.js';
import { readBuyerActionsSeed, type BuyerActionsSeed } from './buyer-actions-seed-file.js';
import { findAccountByEmail } from './demo-account-lookup.js';
import { resolveSeedWallTime } from './seed-wall-time.js';

// Several servers may start at once on an empty PostgreSQL; only one of them seeds.
const SEED_LOCK = 720_471_504;

/** How many rows of each kind were stored (0 for a table that already held rows). */
export interface BuyerActionsSeeded {
  lives: number;
  companies: number;
  blacklists: number;
  sensitiveWords: number;
}

/**
 * Fills buyer_blacklists and sensitive_words from fixtures/seed/buyer-actions.json while that table is empty,
 * each on its own: a table someone has filled is never touched. Adds each seed live that is missing by its id
 * (so a database seeded before issue 25 gets the lives with streams, the round-the-clock channel among them),
 * its times resolved against the UTC+8 day of `now`; and completes the demo buyers' companies whose company
 * information is still blank. Runs after the accounts are seeded; an entry whose demo accounts are not in the
 * database (a database with real accounts only) is left out, a live's exhibitor left empty. The products come
 * with the catalogue (b2bshop/catalog/seed-catalog.ts).
 */
export async function seedBuyerActionsIfEmpty(db: Database, dir: string = SEED_DIR, now: Date = new Date()): Promise<BuyerActionsSeeded> {
  const seed = readBuyerActionsSeed(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    return {
      lives: await seedLives(tx, seed.lives, now),
      companies: await seedCompanies(tx, seed.companies),
      blacklists: await seedBlacklists(tx, seed.blacklists),
      sensitiveWords: await seedSensitiveWords(tx, seed.sensitiveWords),
    };
  });
}

async function seedLives(tx: Queryable, lives: BuyerActionsSeed['lives'], now: Date): Promise<number> {
  const repository = createLiveRepository(tx);
  let stored = 0;
  for (const { id, title, startsAt, endsAt, coverUrl, streamUrl, exhibitorCompanyOf } of lives) {
    const live = { id, title, startsAt: resolveSeedWallTime(startsAt, now), endsAt: resolveSeedWallTime(endsAt, now), coverUrl, streamUrl };
    if (live.endsAt <= live.startsAt) throw new Error(`Seed live ${id} ends (${live.endsAt}) before it starts (${live.startsAt}).`);
    const siteTraderId = exhibitorCompanyOf === null ? null : ((await findAccountByEmail(tx, exhibitorCompanyOf))?.siteTraderId ?? null);
    if (await repository.insert({ ...live, siteTraderId })) stored += 1;
  }
  return stored;
}

async function seedCompanies(tx: Queryable, companies: BuyerActionsSeed['companies']): Promise<number> {
  let stored = 0;
  for (const { companyOf, countryOrRegion, businessType, contactName, contactPhone } of companies) {
    const siteTraderId = (await findAccountByEmail(tx, companyOf))?.siteTraderId;
    if (!siteTraderId) continue;
    const completed = await tx.query(
      `UPDATE site_traders SET country_or_region = $2, business_type = $3, contact_name = $4, contact_phone = $5
        WHERE id = $1 AND country_or_region IS NULL AND business_type IS NULL AND contact_name IS NULL AND contact_phone IS NULL
        RETURNING id`,
      [siteTraderId, countryOrRegion, businessType, contactName, contactPhone],
    );
    stored += completed.length;
  }
  return stored;
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
