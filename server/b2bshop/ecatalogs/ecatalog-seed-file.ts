import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedECatalogs } from '../../../common/generated/types.js';
import { SEED_DIR } from '../../db/seed-files.js';
import { assertDocument } from '../../schemas/document-validator.js';
import { readSeedCatalog } from '../catalog/catalog-seed-file.js';

export const ECATALOGS_FILE = 'ecatalogs.json';

/**
 * fixtures/seed/ecatalogs.json, checked against seed/ecatalogs.schema.json and against the seed catalogue:
 * unique catalogue and video ids, each in a shop of catalog.json, each product page one of that shop's products.
 */
export function readSeedECatalogs(dir: string = SEED_DIR): SeedECatalogs {
  const seed = assertDocument<SeedECatalogs>('seed/ecatalogs.schema.json', JSON.parse(readFileSync(join(dir, ECATALOGS_FILE), 'utf8')), ECATALOGS_FILE);
  const catalog = readSeedCatalog(dir);
  const shops = new Set(catalog.exhibitors.map(({ shopCode }) => shopCode));
  const shopOfProduct = new Map(catalog.products.map(({ id, shopCode }) => [id, shopCode]));
  const fail = (problem: string): never => {
    throw new Error(`${ECATALOGS_FILE}: ${problem}`);
  };
  const ids = new Set<string>();
  for (const { id, shopCode } of [...seed.catalogs, ...seed.shortVideos]) {
    if (ids.has(id)) fail(`id "${id}" is given twice.`);
    ids.add(id);
    if (!shops.has(shopCode)) fail(`${id} names the unknown shop "${shopCode}".`);
  }
  for (const { id, shopCode, pages } of seed.catalogs) {
    for (const page of pages) {
      if ('productId' in page && shopOfProduct.get(page.productId) !== shopCode) fail(`${id} shows ${page.productId}, which is not a product of ${shopCode}.`);
    }
  }
  return seed;
}
