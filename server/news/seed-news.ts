import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedNews, SeedPressInvitation } from '../../common/generated/types.js';
import { contentLanguage, LANGUAGES } from '../../common/language.js';
import type { Translations } from '../member/actions/listings/product-repository.js';
import { formatWallTime, parseWallTime } from '../../common/time.js';
import { createAccountRepository } from '../auth/account-repository.js';
import { hashPassword } from '../auth/password-hash.js';
import type { Database, Queryable } from '../db/connection.js';
import { SEED_DIR } from '../db/seed-files.js';
import { findAccountByEmail } from '../member/actions/seed/demo-account-lookup.js';
import { assertDocument } from '../schemas/document-validator.js';
import { createArticleRepository } from './article-repository.js';
import { createInvitationRepository, type NewInvitation } from './invitation-repository.js';
import { seedArticleDocuments } from './seed-articles.js';

export const NEWS_FILE = 'news.json';
const SEED_AUTHOR = 'seed';
// Several servers may start at once on an empty PostgreSQL; only one of them seeds.
const SEED_LOCK = 720_471_513;
const DEADLINE_HOUR = '18:00:00';

/** fixtures/seed/news.json, checked against schemas/seed/news.schema.json. */
export function readSeedNews(dir: string = SEED_DIR): SeedNews {
  const value: unknown = JSON.parse(readFileSync(join(dir, NEWS_FILE), 'utf8'));
  return assertDocument<SeedNews>('seed/news.schema.json', value, NEWS_FILE);
}

function translations(text: Record<(typeof LANGUAGES)[number], string>): Translations {
  return Object.fromEntries(LANGUAGES.map((language) => [contentLanguage(language), text[language]]));
}

/** The invitation with its times `eventInDays` and `deadlineInDays` after `now`'s UTC+8 day. */
function invitationFrom(seed: SeedPressInvitation, now: Date): NewInvitation {
  const today = formatWallTime(now, 'YYYY-MM-DD');
  const dayAfter = (days: number, time: string) => formatWallTime(parseWallTime(`${today} ${time}`).add(days, 'day'));
  return {
    id: seed.id,
    title: translations(seed.title),
    place: translations(seed.place),
    eventTime: dayAfter(seed.eventInDays, `${String(seed.eventHour).padStart(2, '0')}:00:00`),
    registrationDeadline: dayAfter(seed.deadlineInDays, DEADLINE_HOUR),
    capacity: seed.capacity,
    status: seed.status,
  };
}

/** The journalists who fill the full invitation; nobody knows their password (a random one). */
async function seedPressCorps(tx: Queryable, seed: SeedNews): Promise<void> {
  const accounts = createAccountRepository(tx);
  for (const member of seed.pressCorps) {
    if ((await accounts.findByContact(member.email)) || !(await accounts.findSiteTrader(member.siteTraderId))) continue;
    const passwordHash = await hashPassword(randomBytes(24).toString('base64'));
    const { id, email, name, language, siteTraderId } = member;
    await accounts.insert({ id, email, phone: null, passwordHash, userType: 'BUYER', name, language, mediaMember: true, siteTraderId });
    await accounts.agreeToTerms(id);
    await accounts.ensureMember(id, { name, buyerType: null, viewAllExhibits: 'N' });
  }
}

/**
 * While no article is stored: the press invitations (times counted from `now`), the journalists and
 * their registrations, and every article of the seed file, published. Runs after the accounts are
 * seeded. Returns how many articles it stored.
 */
export async function seedNewsIfEmpty(db: Database, dir: string = SEED_DIR, now: Date = new Date()): Promise<number> {
  const seed = readSeedNews(dir);
  const documents = seedArticleDocuments(seed);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    const articles = createArticleRepository(tx);
    if ((await articles.count()) > 0) return 0;
    const invitations = createInvitationRepository(tx);
    for (const invitation of seed.invitations) await invitations.insert(invitationFrom(invitation, now));
    await seedPressCorps(tx, seed);
    for (const { invitationId, email } of seed.registrations) {
      const account = await findAccountByEmail(tx, email);
      if (account) await invitations.register(invitationId, account.id);
    }
    for (const document of documents) await articles.insert(document, SEED_AUTHOR, 'PUBLISHED');
    return documents.length;
  });
}
