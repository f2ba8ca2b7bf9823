import { createAccountRepository } from '../../auth/account-repository.js';
import type { Database } from '../../db/connection.js';
import { SEED_DIR } from '../../db/seed-files.js';
import { rebuildSearchKeywords } from '../suggest/keyword-dictionary.js';
import { hallOf, readSeedCatalog } from './catalog-seed-file.js';
import { createCatalogWriter } from './catalog-writer.js';

// Several servers may start at once on an empty PostgreSQL; only one of them seeds.
const SEED_LOCK = 720_471_505;

/**
 * Stores fixtures/seed/catalog.json while there is no exhibitor: the catalogue's own companies (those not
 * there yet), each exhibitor whose company is in the database (the demo seller's and group's come with the
 * demo accounts, so this runs after them) with its booths and products, and then the suggestion
 * dictionary built from those products. Returns whether it seeded.
 */
export async function seedCatalogIfEmpty(db: Database, dir: string = SEED_DIR): Promise<boolean> {
  const catalog = readSeedCatalog(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    const writer = createCatalogWriter(tx);
    if ((await writer.countExhibitors()) > 0) return false;
    const companies = createAccountRepository(tx);
    for (const siteTrader of catalog.siteTraders) {
      if (!(await companies.findSiteTrader(siteTrader.id))) await companies.insertSiteTrader(siteTrader);
    }
    const companyOfShop = new Map<string, string>();
    for (const { booths, ...exhibitor } of catalog.exhibitors) {
      if (!(await companies.findSiteTrader(exhibitor.siteTraderId))) continue;
      await writer.insertExhibitor(exhibitor);
      for (const code of booths) await writer.insertBooth({ code, hall: hallOf(code), area: exhibitor.area, shopCode: exhibitor.shopCode });
      companyOfShop.set(exhibitor.shopCode, exhibitor.siteTraderId);
    }
    for (const { shopCode, ...product } of catalog.products) {
      const siteTraderId = companyOfShop.get(shopCode);
      if (siteTraderId !== undefined) await writer.upsertProduct({ ...product, siteTraderId });
    }
    await rebuildSearchKeywords(tx);
    return true;
  });
}
