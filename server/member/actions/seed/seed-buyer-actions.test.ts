import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../db/migrate.js';
import { seedIfEmpty } from '../../../db/seed.js';
import { testDatabases, type TestDatabase } from '../../../db/test-databases.js';
import { BUYER_ACTIONS_FILE, readBuyerActionsSeed } from './buyer-actions-seed-file.js';
import { seedBuyerActionsIfEmpty } from './seed-buyer-actions.js';

describe('fixtures/seed/buyer-actions.json', () => {
  const seed = readBuyerActionsSeed();

  it("holds products of the seller's company, two lives and sensitive words in English and Chinese", () => {
    expect(seed.products.filter(({ companyOf }) => companyOf === 'seller@demo.fair').length).toBeGreaterThanOrEqual(3);
    expect(seed.lives).toHaveLength(2);
    expect(new Set(seed.sensitiveWords.map(({ language }) => language))).toEqual(new Set(['en-US', 'zh-CN']));
  });

  it("puts the company of one seeded product on buyer@demo.fair's blacklist", () => {
    expect(seed.blacklists).toEqual([{ buyer: 'buyer@demo.fair', companyOf: 'group@demo.fair' }]);
    expect(seed.products.some(({ companyOf }) => companyOf === 'group@demo.fair')).toBe(true);
  });

  it('is refused when it does not have the expected shape', () => {
    const dir = mkdtempSync(join(tmpdir(), 'buyer-actions-seed-'));
    try {
      writeFileSync(join(dir, BUYER_ACTIONS_FILE), JSON.stringify({ ...seed, lives: [{ id: 'l', title: { EN_US: 'Only English' }, startsAt: '2026-10-15 10:00:00' }] }));
      expect(() => readBuyerActionsSeed(dir)).toThrow(/buyer-actions\.json is not valid.*ZH_CN/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabases)('seeding the buyer actions on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await migrate(database.db);
  });
  afterAll(() => database?.dispose());

  const rows = <T>(sql: string) => database.db.query<T>(sql);

  it('is part of seeding the portal, after the accounts', async () => {
    await seedIfEmpty(database.db);
    const seed = readBuyerActionsSeed();
    expect(await rows('SELECT id, site_trader_id FROM listed_products ORDER BY id')).toEqual([
      { id: 'prd-3001', site_trader_id: 'st-pearl-river-tools' },
      { id: 'prd-3002', site_trader_id: 'st-pearl-river-tools' },
      { id: 'prd-3003', site_trader_id: 'st-pearl-river-tools' },
      { id: 'prd-3101', site_trader_id: 'st-canton-industrial-group' },
    ]);
    expect(await rows(`SELECT title->>'ZH_CN' AS zh FROM listed_products WHERE id = 'prd-3001'`)).toEqual([{ zh: '20V 无线电钻' }]);
    expect(await rows(`SELECT id, to_char(starts_at, 'YYYY-MM-DD HH24:MI:SS') AS starts_at FROM lives ORDER BY id`)).toEqual(
      seed.lives.map(({ id, startsAt }) => ({ id, starts_at: startsAt })),
    );
    expect(await rows('SELECT account_id, site_trader_id FROM buyer_blacklists')).toEqual([
      { account_id: 'acc-buyer', site_trader_id: 'st-canton-industrial-group' },
    ]);
    expect(await rows('SELECT count(*)::int AS count FROM sensitive_words')).toEqual([{ count: seed.sensitiveWords.length }]);
  });

  it('leaves tables that hold rows alone', async () => {
    expect(await seedBuyerActionsIfEmpty(database.db)).toEqual({ products: 0, lives: 0, blacklists: 0, sensitiveWords: 0 });
  });

  it('fills a table that was emptied, on its own', async () => {
    await database.db.query(`DELETE FROM sensitive_words WHERE language = 'zh-CN'`);
    expect(await seedBuyerActionsIfEmpty(database.db)).toEqual({ products: 0, lives: 0, blacklists: 0, sensitiveWords: 0 });
    await database.db.query('DELETE FROM sensitive_words');
    const seeded = await seedBuyerActionsIfEmpty(database.db);
    expect(seeded).toEqual({ products: 0, lives: 0, blacklists: 0, sensitiveWords: readBuyerActionsSeed().sensitiveWords.length });
  });
});

describe.each(testDatabases)('seeding the buyer actions without the demo accounts on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await migrate(database.db);
  });
  afterAll(() => database?.dispose());

  it('leaves out the products and blacklist entries of demo accounts that are not there', async () => {
    const seed = readBuyerActionsSeed();
    expect(await seedBuyerActionsIfEmpty(database.db)).toEqual({
      products: 0,
      lives: seed.lives.length,
      blacklists: 0,
      sensitiveWords: seed.sensitiveWords.length,
    });
  });
});
