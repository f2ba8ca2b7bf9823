// Stores the demo companies and accounts (fixtures/seed/accounts.json) while there is no account yet.
import type { Database } from '../db/connection.js';
import { readSeedAccounts, SEED_DIR } from '../db/seed-files.js';
import { createAccountRepository } from './account-repository.js';
import { hashPassword, type ScryptCost } from './password-hash.js';

// Same lock as the page seeding (server/db/seed.ts): one server seeds, the others find it done.
const SEED_LOCK = 720_471_502;

/**
 * The demo password is published in the README, so an expensive hash of it protects nothing; a cheap
 * one keeps the start of every test database quick. Real passwords (register, retrieve) get
 * PASSWORD_COST, and each hash carries its own cost.
 */
export const DEMO_PASSWORD_COST: ScryptCost = { log2N: 10, r: 8, p: 1 };

export async function seedAccountsIfEmpty(db: Database, dir: string = SEED_DIR): Promise<boolean> {
  const seed = readSeedAccounts(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    const accounts = createAccountRepository(tx);
    if ((await accounts.countAccounts()) > 0) return false;
    for (const siteTrader of seed.siteTraders) await accounts.insertSiteTrader(siteTrader);
    for (const account of seed.accounts) {
      await accounts.insert({
        id: account.id,
        email: account.email,
        phone: account.phone,
        passwordHash: await hashPassword(seed.password, DEMO_PASSWORD_COST),
        userType: account.userType,
        name: account.name,
        language: account.language,
        mediaMember: account.mediaMember,
        siteTraderId: account.siteTraderId,
        disabled: account.disabled,
      });
      if (account.termsAgreed) await accounts.agreeToTerms(account.id);
      if (account.member) {
        const { id, name, buyerType, whetherToViewAllExhibits } = account.member;
        await accounts.ensureMember(account.id, { id, name, buyerType, viewAllExhibits: whetherToViewAllExhibits });
      }
    }
    return true;
  });
}
