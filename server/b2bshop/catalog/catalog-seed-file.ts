import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedCatalog } from '../../../common/generated/types.js';
import { readSeedAccounts, SEED_DIR } from '../../db/seed-files.js';
import { assertDocument } from '../../schemas/document-validator.js';

export const CATALOG_FILE = 'catalog.json';

/** The hall of a booth number: what comes before its row letter (1.1A01 → 1.1). */
export function hallOf(boothCode: string): string {
  return boothCode.replace(/[A-Z]\d{2}$/, '');
}

/** The row letter of a booth number, which is its exhibitor's area (1.1A01 → A). */
function rowOf(boothCode: string): string {
  return boothCode.slice(-3, -2);
}

/**
 * fixtures/seed/catalog.json, checked against seed/catalog.schema.json and against itself: unique shop
 * codes, companies, booths and product ids; each exhibitor's company in this file or in accounts.json;
 * each booth in its exhibitor's area; each product in a known shop.
 */
export function readSeedCatalog(dir: string = SEED_DIR): SeedCatalog {
  const catalog = assertDocument<SeedCatalog>('seed/catalog.schema.json', JSON.parse(readFileSync(join(dir, CATALOG_FILE), 'utf8')), CATALOG_FILE);
  const companies = new Set([...readSeedAccounts(dir).siteTraders, ...catalog.siteTraders].map(({ id }) => id));
  const fail = (problem: string): never => {
    throw new Error(`${CATALOG_FILE}: ${problem}`);
  };
  const once = (seen: Set<string>, value: string, what: string) => {
    if (seen.has(value)) fail(`${what} "${value}" is given twice.`);
    seen.add(value);
  };
  const shops = new Set<string>();
  const exhibitorCompanies = new Set<string>();
  const booths = new Set<string>();
  for (const exhibitor of catalog.exhibitors) {
    once(shops, exhibitor.shopCode, 'shop code');
    once(exhibitorCompanies, exhibitor.siteTraderId, 'exhibitor company');
    if (!companies.has(exhibitor.siteTraderId)) fail(`${exhibitor.shopCode} names the unknown site trader "${exhibitor.siteTraderId}".`);
    for (const booth of exhibitor.booths) {
      once(booths, booth, 'booth');
      if (rowOf(booth) !== exhibitor.area) fail(`booth ${booth} of ${exhibitor.shopCode} is not in its area ${exhibitor.area}.`);
    }
  }
  const products = new Set<string>();
  for (const product of catalog.products) {
    once(products, product.id, 'product id');
    if (!shops.has(product.shopCode)) fail(`product ${product.id} names the unknown shop "${product.shopCode}".`);
  }
  return catalog;
}
