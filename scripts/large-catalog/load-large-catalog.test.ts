import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection.js';
import { seedIfEmpty } from '../../server/db/seed.js';
import { migratedTestDatabase } from '../../server/db/testing/migrated-database.js';
import { testDatabases } from '../../server/db/testing/databases.js';
import { loadLargeCatalog } from './load-large-catalog.js';

async function count(db: Database, sql: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${sql}`);
  return row?.count ?? 0;
}

const largeRows = (db: Database) =>
  Promise.all([
    count(db, `site_traders WHERE id LIKE 'large-%'`),
    count(db, `exhibitors WHERE shop_code LIKE 'large-%'`),
    count(db, `listed_products WHERE id LIKE 'large-%'`),
  ]);

const demoRows = (db: Database) =>
  Promise.all([
    count(db, `site_traders WHERE id NOT LIKE 'large-%'`),
    count(db, `exhibitors WHERE shop_code NOT LIKE 'large-%'`),
    count(db, `booths WHERE shop_code NOT LIKE 'large-%'`),
    count(db, `listed_products WHERE id NOT LIKE 'large-%'`),
  ]);

describe.each(testDatabases)('loadLargeCatalog on $name', (kind) => {
  const database = migratedTestDatabase(kind, seedIfEmpty);

  it('loads the products with one exhibitor per 40, and the dictionary from them', async () => {
    const demo = await demoRows(database.db);
    const summary = await loadLargeCatalog(database.db, { products: 2000 });
    expect(summary).toMatchObject({ exhibitors: 50, products: 2000 });
    expect(await largeRows(database.db)).toEqual([50, 50, 2000]);
    expect(summary.keywords).toBeGreaterThan(500);
    expect(await count(database.db, 'search_keywords')).toBe(summary.keywords);
    expect(await count(database.db, 'search_short_suggestions')).toBeGreaterThan(0);
    expect(await demoRows(database.db)).toEqual(demo);
  });

  it('replaces its own earlier rows when run again, and leaves the demo catalogue as it is', async () => {
    const demo = await demoRows(database.db);
    await loadLargeCatalog(database.db, { products: 400 });
    expect(await largeRows(database.db)).toEqual([10, 10, 400]);
    expect(await demoRows(database.db)).toEqual(demo);
  });
});
