import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveStateAt } from '../../../b2bshop/lives/live-state.js';
import { nowAsWallTime } from '../../../../common/wall-time.js';
import { seedIfEmpty } from '../../../db/seed.js';
import { migratedTestDatabase } from '../../../db/testing/migrated-database.js';
import { testDatabases } from '../../../db/testing/databases.js';
import { BUYER_ACTIONS_FILE, readBuyerActionsSeed, type BuyerActionsSeed } from './buyer-actions-seed-file.js';
import { seedBuyerActionsIfEmpty } from './seed-buyer-actions.js';
import { resolveSeedWallTime } from './seed-wall-time.js';

// 2026-11-28 10:00 at UTC+8.
const SEEDED_AT = new Date('2026-11-28T02:00:00Z');

describe('fixtures/seed/buyer-actions.json', () => {
  const seed = readBuyerActionsSeed();

  it('holds lives that are upcoming within the week, one on now that runs for two months, and ended ones, whenever it is seeded', () => {
    for (const now of [SEEDED_AT, new Date('2027-06-30T15:59:59Z'), new Date()]) {
      const wallNow = nowAsWallTime(now);
      const states = seed.lives.map((live) => ({
        state: liveStateAt({ startsAt: resolveSeedWallTime(live.startsAt, now), endsAt: resolveSeedWallTime(live.endsAt, now) }, wallNow),
        startsInDays: (Date.parse(resolveSeedWallTime(live.startsAt, now).replace(' ', 'T') + '+08:00') - now.valueOf()) / 86_400_000,
      }));
      expect(states.filter(({ state }) => state === 'LIVE')).toHaveLength(1);
      expect(states.filter(({ state }) => state === 'ENDED').length).toBeGreaterThanOrEqual(1);
      const upcoming = states.filter(({ state }) => state === 'UPCOMING');
      expect(upcoming.length).toBeGreaterThanOrEqual(2);
      for (const { startsInDays } of upcoming) expect(startsInDays).toBeLessThan(8);
    }
    const channel = seed.lives.find((live) => live.title.EN_US === 'Exhibition hall live tour, round the clock');
    expect(channel).toMatchObject({ startsAt: 'day-1 00:00:00', endsAt: 'day+60 23:59:59', exhibitorCompanyOf: null });
  });

  it('streams every live from the video the portal serves, with a cover', () => {
    for (const live of seed.lives) {
      expect(live.streamUrl).toBe('/media/lives/exhibition-stream.mp4');
      expect(live.coverUrl).toMatch(/^\/media\/lives\/[a-z-]+\.svg$/);
    }
  });

  it('holds sensitive words in English and Chinese', () => {
    expect(new Set(seed.sensitiveWords.map(({ language }) => language))).toEqual(new Set(['en-US', 'zh-CN']));
  });

  it('completes the company information of the demo buyers that have a company', () => {
    expect(seed.companies.map(({ companyOf, countryOrRegion }) => [companyOf, countryOrRegion])).toEqual([
      ['buyer@demo.fair', 'GB'],
      ['member@demo.fair', 'US'],
      ['media@demo.fair', 'HK'],
    ]);
  });

  it("puts the group's company, which lists products in the catalogue, on buyer@demo.fair's blacklist", () => {
    expect(seed.blacklists).toEqual([{ buyer: 'buyer@demo.fair', companyOf: 'group@demo.fair' }]);
  });

  const refused = (change: (seed: BuyerActionsSeed) => unknown, message: RegExp) => {
    const dir = mkdtempSync(join(tmpdir(), 'buyer-actions-seed-'));
    try {
      writeFileSync(join(dir, BUYER_ACTIONS_FILE), JSON.stringify(change(structuredClone(seed))));
      expect(() => readBuyerActionsSeed(dir)).toThrow(message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('is refused when it does not have the expected shape', () => {
    refused((copy) => ({ ...copy, lives: [{ ...copy.lives[0], title: { EN_US: 'Only English' } }] }), /buyer-actions\.json is not valid.*ZH_CN/);
    refused((copy) => ({ ...copy, lives: [{ ...copy.lives[0], startsAt: 'tomorrow 10:00:00' }] }), /buyer-actions\.json is not valid.*startsAt/);
    refused((copy) => ({ ...copy, lives: [{ ...copy.lives[0], streamUrl: 'javascript:alert(1)' }] }), /buyer-actions\.json is not valid.*streamUrl/);
    refused((copy) => ({ ...copy, companies: [{ ...copy.companies[0], countryOrRegion: 'Britain' }] }), /buyer-actions\.json is not valid.*countryOrRegion/);
  });
});

describe.each(testDatabases)('seeding the buyer actions on $name', (kind) => {
  const database = migratedTestDatabase(kind);

  const rows = <T>(sql: string) => database.db.query<T>(sql);

  it('is part of seeding the portal, after the accounts', async () => {
    await seedIfEmpty(database.db);
    const seed = readBuyerActionsSeed();
    expect((await rows<{ id: string }>('SELECT id FROM lives ORDER BY id')).map(({ id }) => id)).toEqual(seed.lives.map(({ id }) => id));
    expect(await rows('SELECT account_id, site_trader_id FROM buyer_blacklists')).toEqual([
      { account_id: 'acc-buyer', site_trader_id: 'st-canton-industrial-group' },
    ]);
    expect(await rows('SELECT count(*)::int AS count FROM sensitive_words')).toEqual([{ count: seed.sensitiveWords.length }]);
  });

  it("names each live's exhibitor by its demo account's company, none for the fair's own channel", async () => {
    expect(await rows(`SELECT id, site_trader_id FROM lives WHERE id IN ('live-4001', 'live-4002', 'live-4003') ORDER BY id`)).toEqual([
      { id: 'live-4001', site_trader_id: 'st-pearl-river-tools' },
      { id: 'live-4002', site_trader_id: 'st-canton-industrial-group' },
      { id: 'live-4003', site_trader_id: null },
    ]);
  });

  it('completes the demo buyers’ companies', async () => {
    expect(await rows(`SELECT id, country_or_region, business_type, contact_phone FROM site_traders WHERE country_or_region IS NOT NULL ORDER BY id`)).toEqual([
      { id: 'st-harbour-imports', country_or_region: 'GB', business_type: 'TRADING_COMPANY', contact_phone: '+447700900123' },
      { id: 'st-media-daily', country_or_region: 'HK', business_type: 'OTHER', contact_phone: '+85221234567' },
      { id: 'st-northwind-trading', country_or_region: 'US', business_type: 'WHOLESALER', contact_phone: '+12025550143' },
    ]);
  });

  it('leaves tables that hold rows, lives that are there and completed companies alone', async () => {
    await database.db.query(`UPDATE site_traders SET contact_name = 'Someone Else' WHERE id = 'st-harbour-imports'`);
    expect(await seedBuyerActionsIfEmpty(database.db)).toEqual({ lives: 0, companies: 0, blacklists: 0, sensitiveWords: 0 });
    expect(await rows(`SELECT contact_name FROM site_traders WHERE id = 'st-harbour-imports'`)).toEqual([{ contact_name: 'Someone Else' }]);
  });

  it('fills a table that was emptied, on its own, and adds back a missing seed live timed from now', async () => {
    await database.db.query(`DELETE FROM sensitive_words WHERE language = 'zh-CN'`);
    await database.db.query(`DELETE FROM lives WHERE id = 'live-4001'`);
    expect(await seedBuyerActionsIfEmpty(database.db, undefined, SEEDED_AT)).toEqual({ lives: 1, companies: 0, blacklists: 0, sensitiveWords: 0 });
    expect(
      await rows(
        `SELECT to_char(starts_at, 'YYYY-MM-DD HH24:MI:SS') AS starts_at, to_char(ends_at, 'YYYY-MM-DD HH24:MI:SS') AS ends_at FROM lives WHERE id = 'live-4001'`,
      ),
    ).toEqual([{ starts_at: '2026-11-29 10:00:00', ends_at: '2026-11-29 11:30:00' }]);
    await database.db.query('DELETE FROM sensitive_words');
    const seeded = await seedBuyerActionsIfEmpty(database.db);
    expect(seeded).toEqual({ lives: 0, companies: 0, blacklists: 0, sensitiveWords: readBuyerActionsSeed().sensitiveWords.length });
  });
});

describe.each(testDatabases)('seeding the buyer actions without the demo accounts on $name', (kind) => {
  const database = migratedTestDatabase(kind);

  it('leaves out the entries of demo accounts that are not there, and the lives’ exhibitors', async () => {
    const seed = readBuyerActionsSeed();
    expect(await seedBuyerActionsIfEmpty(database.db)).toEqual({
      lives: seed.lives.length,
      companies: 0,
      blacklists: 0,
      sensitiveWords: seed.sensitiveWords.length,
    });
    expect(await database.db.query('SELECT 1 FROM lives WHERE site_trader_id IS NOT NULL')).toEqual([]);
  });
});
