import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed.js';
import { migratedTestDatabase } from '../../db/testing/migrated-database.js';
import { testDatabases } from '../../db/testing/databases.js';
import { readSeedCatalog } from './catalog-seed-file.js';
import { seedCatalogIfEmpty } from './seed-catalog.js';

const catalog = readSeedCatalog();
const boothCount = catalog.exhibitors.reduce((sum, { booths }) => sum + booths.length, 0);

describe.each(testDatabases)('seeding the catalogue on $name', (kind) => {
  const database = migratedTestDatabase(kind);

  const count = async (table: string) => (await database.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]?.count;

  it('is part of seeding the portal: every exhibitor, booth and product, with the suggestion dictionary', async () => {
    await seedIfEmpty(database.db);
    expect(await count('exhibitors')).toBe(catalog.exhibitors.length);
    expect(await count('booths')).toBe(boothCount);
    expect(await count('listed_products')).toBe(catalog.products.length);
    expect(await count('search_keywords')).toBeGreaterThan(catalog.products.length);
  });

  it("lists the demo seller's and group's products under their companies, and adds the other exhibitors' companies as sellers", async () => {
    const rows = await database.db.query<{ id: string; site_trader_id: string }>(
      `SELECT id, site_trader_id FROM listed_products WHERE id IN ('prd-3001', 'prd-3002', 'prd-3003', 'prd-3101') ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 'prd-3001', site_trader_id: 'st-pearl-river-tools' },
      { id: 'prd-3002', site_trader_id: 'st-pearl-river-tools' },
      { id: 'prd-3003', site_trader_id: 'st-pearl-river-tools' },
      { id: 'prd-3101', site_trader_id: 'st-canton-industrial-group' },
    ]);
    const sellers = await database.db.query<{ id: string }>(
      `SELECT t.id FROM exhibitors e JOIN site_traders t ON t.id = e.site_trader_id WHERE t.is_seller = 'Y' ORDER BY t.id`,
    );
    expect(sellers).toHaveLength(catalog.siteTraders.length + 1);
  });

  it('stores booths with their hall and area, products with their wall time and sales info', async () => {
    expect(await database.db.query(`SELECT code, hall, area, shop_code FROM booths WHERE code = '15.3D09'`)).toEqual([
      { code: '15.3D09', hall: '15.3', area: 'D', shop_code: 'oakline-furniture' },
    ]);
    const [product] = await database.db.query<{ listed_at: string; moq: number; zh: string }>(
      `SELECT to_char(listed_at, 'YYYY-MM-DD HH24:MI:SS') AS listed_at, (sales_info ->> 'minimumOrderQuantity')::int AS moq,
              sales_info #>> '{supplyType,ZH_CN}' AS zh
         FROM listed_products WHERE id = 'prd-3001'`,
    );
    expect(product).toEqual({ listed_at: '2026-03-02 09:30:00', moq: 200, zh: '现货' });
  });

  it('leaves a catalogue that holds exhibitors alone', async () => {
    await database.db.query(`DELETE FROM listed_products WHERE id = 'prd-3002'`);
    expect(await seedCatalogIfEmpty(database.db)).toBe(false);
    expect(await count('listed_products')).toBe(catalog.products.length - 1);
  });

  it('fills in the products a database seeded before the catalogue holds with their titles only', async () => {
    await database.db.exec(`DELETE FROM exhibitors; DELETE FROM listed_products WHERE id <> 'prd-3001';
      UPDATE listed_products SET keywords = '{}', sales_info = '{}', picture_url = NULL, popularity = 0;`);
    expect(await seedCatalogIfEmpty(database.db)).toBe(true);
    const [drill] = await database.db.query<{ picture_url: string; popularity: number }>(
      `SELECT picture_url, popularity FROM listed_products WHERE id = 'prd-3001'`,
    );
    expect(drill).toEqual({ picture_url: '/catalog/products/prd-3001.svg', popularity: 950 });
    expect(await count('listed_products')).toBe(catalog.products.length);
  });
});

describe.each(testDatabases)('seeding the catalogue without the demo accounts on $name', (kind) => {
  const database = migratedTestDatabase(kind);

  it("stores the exhibitors with their own companies, and leaves out the demo seller's and group's", async () => {
    expect(await seedCatalogIfEmpty(database.db)).toBe(true);
    const shops = await database.db.query<{ shop_code: string }>('SELECT shop_code FROM exhibitors');
    expect(shops).toHaveLength(catalog.siteTraders.length);
    expect(shops.map(({ shop_code }) => shop_code)).not.toContain('pearl-river-tools');
    const [orphans] = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM listed_products p WHERE NOT EXISTS (SELECT 1 FROM exhibitors e WHERE e.site_trader_id = p.site_trader_id)`,
    );
    expect(orphans?.count).toBe(0);
  });
});
