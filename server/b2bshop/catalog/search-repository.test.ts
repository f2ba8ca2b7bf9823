import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed.js';
import { migratedTestDatabase } from '../../db/testing/migrated-database.js';
import { testDatabases } from '../../db/testing/databases.js';
import { createSearchRepository, type CatalogSearch } from './search-repository.js';

// fixtures/seed/catalog.json: the products whose keywords include "power tools", most popular first.
const POWER_TOOLS = ['prd-3001', 'prd-3002', 'prd-3004', 'prd-3301', 'prd-3005', 'prd-3302'];
const search = (page: number, size = 2): CatalogSearch => ({ keyword: 'power tools', language: 'en-US', size, page });

describe.each(testDatabases)('the search result window on $name', (kind) => {
  const database = migratedTestDatabase(kind, seedIfEmpty);

  it('counts the matches up to the window and pages through them', async () => {
    const repository = createSearchRepository(database.db, 4);
    const second = await repository.searchProducts(search(1));
    expect(second.totalElements).toBe(4);
    expect(second.rows.map((row) => row.id)).toEqual(POWER_TOOLS.slice(2, 4));
  });

  it('answers no rows past the window', async () => {
    expect(await createSearchRepository(database.db, 4).searchProducts(search(2))).toEqual({ rows: [], totalElements: 4 });
  });

  it('counts every match when they fit in it', async () => {
    const all = await createSearchRepository(database.db).searchProducts(search(0, 100));
    expect(all.totalElements).toBe(6);
    expect(all.rows.map((row) => row.id)).toEqual(POWER_TOOLS);
  });

  it('finds a Chinese two-character word by its pairs of characters, within the window and past it', async () => {
    const tools = (size: number, page: number): CatalogSearch => ({ keyword: '工具', language: 'zh-CN', size, page });
    const all = await createSearchRepository(database.db).searchProducts(tools(100, 0));
    expect(all.totalElements).toBeGreaterThan(4);
    expect(all.rows.map((row) => row.id)).toEqual(expect.arrayContaining(POWER_TOOLS));
    const windowed = await createSearchRepository(database.db, 4).searchProducts(tools(2, 1));
    expect(windowed).toEqual({ rows: all.rows.slice(2, 4), totalElements: 4 });
  });

  it('pages a Chinese two-character word with a filter its pairs index holds, past the window', async () => {
    const all = await createSearchRepository(database.db).searchProducts({ keyword: '工具', language: 'zh-CN', size: 100, page: 0 });
    const filter = { field: 'salesInfo.supplyType', op: 'eq', value: '现货' } as const;
    const kept = await createSearchRepository(database.db).searchProducts({ keyword: '工具', language: 'zh-CN', filter, size: 100, page: 0 });
    expect(kept.totalElements).toBeGreaterThan(2);
    expect(kept.rows.length).toBeLessThan(all.rows.length);
    const windowed = await createSearchRepository(database.db, 2).searchProducts({ keyword: '工具', language: 'zh-CN', filter, size: 1, page: 1 });
    expect(windowed).toEqual({ rows: kept.rows.slice(1, 2), totalElements: 2 });
  });
});
