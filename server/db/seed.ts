import { createAnnouncementRepository } from '../b2bshop/announcements/repository.js';
import { createPageConfigRepository } from '../page-configs/repository.js';
import type { Database } from './connection.js';
import { seedAccountsIfEmpty } from '../auth/seed-accounts.js';
import { seedCatalogIfEmpty } from '../b2bshop/catalog/seed-catalog.js';
import { seedECatalogsIfEmpty } from '../b2bshop/ecatalogs/seed-ecatalogs.js';
import { seedEventShowsIfEmpty } from '../b2bshop/event-shows/seed-event-shows.js';
import { seedBuyerActionsIfEmpty } from '../member/actions/seed/seed-buyer-actions.js';
import { seedImIfEmpty } from '../im/seed-im.js';
import { seedNotificationsIfEmpty } from '../notifications/seed-notifications.js';
import { seedNewsIfEmpty } from '../news/seed-news.js';
import { readSeedAnnouncements, readSeedPageConfigs, SEED_DIR } from './seed-files.js';

const SEED_AUTHOR = 'seed';
// Several servers may start at once on an empty PostgreSQL; only one of them seeds.
const SEED_LOCK = 720_471_502;

/**
 * Stores each seed page configuration that has none live in its language as version 1 and makes it live; on
 * first start (no page configuration yet) the seed announcements too; and, each on its own, the demo accounts while there is no
 * account, the catalogue while there is no exhibitor, and the buyer actions' tables while empty (the seed lives each while missing, the demo buyers' company information while blank), the
 * local IM's demo conversation while it holds no message, the demo notifications while there is none, the news centre while it holds no article (a database seeded before one of them existed gets it too). Returns whether it seeded anything.
 */
export async function seedIfEmpty(db: Database, dir: string = SEED_DIR): Promise<boolean> {
  const seededPages = await seedMissingPages(db, dir);
  const seededAccounts = await seedAccountsIfEmpty(db, dir);
  // After the accounts: the demo seller's and group's companies exhibit, and lives and blacklists name them.
  const seededCatalog = await seedCatalogIfEmpty(db, dir);
  // After the catalogue: each show belongs to an exhibitor's shop.
  const seededEventShows = (await seedEventShowsIfEmpty(db, dir)) > 0;
  // After the catalogue: each e-catalogue and short video belongs to an exhibitor's shop, its pages are its products.
  const seededECatalogs = await seedECatalogsIfEmpty(db, dir);
  const seededBuyerActions = Object.values(await seedBuyerActionsIfEmpty(db, dir)).some((stored) => stored > 0);
  // After the accounts: the demo conversation is between the demo buyer and seller.
  const seededIm = (await seedImIfEmpty(db, dir)) > 0;
  // After the accounts: the demo buyer's and seller's notifications, some unread.
  const seededNotifications = (await seedNotificationsIfEmpty(db, dir)) > 0;
  // After the accounts: journalists of the demo media company fill the full press invitation.
  const seededNews = (await seedNewsIfEmpty(db, dir)) > 0;
  return (
    seededPages || seededAccounts || seededCatalog || seededEventShows || seededECatalogs || seededBuyerActions || seededIm || seededNotifications || seededNews
  );
}

async function seedMissingPages(db: Database, dir: string): Promise<boolean> {
  const pageConfigs = readSeedPageConfigs(dir);
  const announcements = readSeedAnnouncements(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    const configs = createPageConfigRepository(tx);
    const firstStart = (await configs.countLive()) === 0;
    // Each seed page missing in its language is added, so a database seeded before a page existed gets it too;
    // a page an operator has published stays as it is.
    let added = 0;
    for (const { page, language, document } of pageConfigs) {
      if (await configs.findLive(page, language)) continue;
      await configs.insertVersion({ page, language, version: 1, document, createdBy: SEED_AUTHOR });
      await configs.setLive(page, language, 1);
      added += 1;
    }
    if (firstStart) {
      const announcementRepository = createAnnouncementRepository(tx);
      for (const announcement of announcements) await announcementRepository.insert(announcement);
      await announcementRepository.continueIdsAfterHighest();
    }
    return added > 0;
  });
}
