import type { Database } from '../../db/connection.js';
import { SEED_DIR } from '../../db/seed-files.js';
import { readSeedECatalogs } from './ecatalog-seed-file.js';
import { createECatalogWriter } from './ecatalog-writer.js';

// Several servers may start at once on an empty PostgreSQL; only one of them seeds.
const SEED_LOCK = 720_471_511;

/**
 * Stores fixtures/seed/ecatalogs.json while there is no e-catalogue: the catalogues with their pages and
 * the short videos, each of a shop the catalogue seed stored (so this runs after it). Returns whether it seeded.
 */
export async function seedECatalogsIfEmpty(db: Database, dir: string = SEED_DIR): Promise<boolean> {
  const seed = readSeedECatalogs(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    const writer = createECatalogWriter(tx);
    if ((await writer.countCatalogs()) > 0) return false;
    const stored = new Set((await tx.query<{ shop_code: string }>('SELECT shop_code FROM exhibitors')).map((row) => row.shop_code));
    for (const catalog of seed.catalogs) if (stored.has(catalog.shopCode)) await writer.insertCatalog(catalog);
    for (const video of seed.shortVideos) if (stored.has(video.shopCode)) await writer.insertShortVideo(video);
    return true;
  });
}
