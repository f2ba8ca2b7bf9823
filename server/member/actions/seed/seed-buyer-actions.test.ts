import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../db/seed.js';
import { migratedTestDatabase } from '../../../db/migrated-test-database.js';
import { testDatabases } from '../../../db/test-databases.js';
import { BUYER_ACTIONS_FILE, readBuyerActionsSeed } from './buyer-actions-seed-file.js';
import { seedBuyerActionsIfEmpty } from './seed-buyer-actions.js';

describe('fixtures/seed/buyer-actions.json', () => {
  const seed = readBuyerActionsSeed();

  it('holds two lives and sensitive words in English and Chinese', () => {
    expect(seed.lives).toHaveLength(2);
    expect(new Set(seed.sensitiveWords.map(({ language }) => language))).toEqual(new Set(['en-US', 'zh-CN']));
  });

  it("puts the group's company, which lists products in the catalogue, on buyer@demo.fair's blacklist", () => {
    expect(seed.blacklists).toEqual([{ buyer: 'buyer@demo.fair', companyOf: 'group@demo.fair' }]);
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
  const database = migratedTestDatabase(kind);

  const rows = <T>(sql: string) => database.db.query<T>(sql);

  it('is part of seeding the portal, after the accounts', async () => {
    await seedIfEmpty(database.db);
    const seed = readBuyerActionsSeed();
    expect(await rows(`SELECT id, to_char(starts_at, 'YYYY-MM-DD HH24:MI:SS') AS starts_at FROM lives ORDER BY id`)).toEqual(
      seed.lives.map(({ id, startsAt }) => ({ id, starts_at: startsAt })),
    );
    expect(await rows('SELECT account_id, site_trader_id FROM buyer_blacklists')).toEqual([
      { account_id: 'acc-buyer', site_trader_id: 'st-canton-industrial-group' },
    ]);
    expect(await rows('SELECT count(*)::int AS count FROM sensitive_words')).toEqual([{ count: seed.sensitiveWords.length }]);
  });

  it('leaves tables that hold rows alone', async () => {
    expect(await seedBuyerActionsIfEmpty(database.db)).toEqual({ lives: 0, blacklists: 0, sensitiveWords: 0 });
  });

  it('fills a table that was emptied, on its own', async () => {
    await database.db.query(`DELETE FROM sensitive_words WHERE language = 'zh-CN'`);
    expect(await seedBuyerActionsIfEmpty(database.db)).toEqual({ lives: 0, blacklists: 0, sensitiveWords: 0 });
    await database.db.query('DELETE FROM sensitive_words');
    const seeded = await seedBuyerActionsIfEmpty(database.db);
    expect(seeded).toEqual({ lives: 0, blacklists: 0, sensitiveWords: readBuyerActionsSeed().sensitiveWords.length });
  });
});

describe.each(testDatabases)('seeding the buyer actions without the demo accounts on $name', (kind) => {
  const database = migratedTestDatabase(kind);

  it('leaves out the blacklist entries of demo accounts that are not there', async () => {
    const seed = readBuyerActionsSeed();
    expect(await seedBuyerActionsIfEmpty(database.db)).toEqual({
      lives: seed.lives.length,
      blacklists: 0,
      sensitiveWords: seed.sensitiveWords.length,
    });
  });
});
