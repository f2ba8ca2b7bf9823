import { describe, expect, it } from 'vitest';
import { createAnnouncementRepository } from '../b2bshop/announcements/repository.js';
import { seedIfEmpty } from './seed.js';
import { readSeedAnnouncements, readSeedPageConfigs } from './seed-files.js';
import { migratedTestDatabase } from './testing/migrated-database.js';
import { testDatabases } from './testing/databases.js';

describe('seed files', () => {
  it('hold the mobile home page and the content pages, each in both languages', () => {
    const configs = readSeedPageConfigs().map(({ page, language }) => `${page}.${language}`);
    expect(configs).toEqual(expect.arrayContaining(['mobile-home.en-US', 'mobile-home.zh-CN', 'about.en-US', 'about.zh-CN', 'custom-live-hall.zh-CN']));
    for (const page of new Set(readSeedPageConfigs().map((config) => config.page))) {
      expect(
        configs.filter((config) => config.startsWith(`${page}.`)),
        page,
      ).toHaveLength(2);
    }
  });

  it('hold live HOMEPAGE announcements in both languages, and one expired, one INACTIVE, one for another page each', () => {
    const announcements = readSeedAnnouncements();
    for (const language of ['en-US', 'zh-CN']) {
      const own = announcements.filter((announcement) => announcement.udfs.language === language);
      const live = own.filter((a) => a.status === 'ACTIVE' && a.udfs.displayPage === 'HOMEPAGE' && a.duration.toTime >= '2026-06-15 12:00:00');
      expect(live.length).toBeGreaterThanOrEqual(5);
      expect(own.filter((a) => a.duration.toTime < '2026-01-01 00:00:00')).toHaveLength(1);
      expect(own.filter((a) => a.status === 'INACTIVE')).toHaveLength(1);
      expect(own.filter((a) => a.udfs.displayPage !== 'HOMEPAGE')).toHaveLength(1);
      expect(own.every((a) => a.industrySite?.id === '1001' && a.siteAnnouncementPlaces.some((p) => p.place === 'MALL_PAGE'))).toBe(true);
    }
  });
});

describe.each(testDatabases)('seeding on $name', (kind) => {
  const database = migratedTestDatabase(kind);

  it('stores each seed page configuration as version 1 and makes it live', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    const live = await database.db.query<{ page: string; language: string; live_version: number; created_by: string }>(
      `SELECT c.page, c.language, c.live_version, v.created_by
         FROM page_configs c JOIN page_config_versions v
           ON v.page = c.page AND v.language = c.language AND v.version = c.live_version
        ORDER BY c.language`,
    );
    expect(live).toHaveLength(readSeedPageConfigs().length);
    expect(live.filter((row) => row.page === 'mobile-home')).toEqual([
      { page: 'mobile-home', language: 'en-US', live_version: 1, created_by: 'seed' },
      { page: 'mobile-home', language: 'zh-CN', live_version: 1, created_by: 'seed' },
    ]);
    expect(live.every((row) => row.live_version === 1 && row.created_by === 'seed')).toBe(true);
  });

  it('stores the seed announcements with their ids and wall times', async () => {
    const rows = await database.db.query<{ id: string; from_time: string; places: string[] }>(
      `SELECT id::text AS id, to_char(from_time, 'YYYY-MM-DD HH24:MI:SS') AS from_time, places
         FROM site_announcements ORDER BY id LIMIT 1`,
    );
    expect(rows).toEqual([{ id: '101', from_time: '2026-01-01 00:00:00', places: ['MALL_PAGE'] }]);
    const [count] = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM site_announcements');
    expect(count?.count).toBe(readSeedAnnouncements().length);
  });

  it('does nothing once every seed page configuration exists', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
    const [count] = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM page_config_versions');
    expect(count?.count).toBe(readSeedPageConfigs().length);
  });

  it('adds a seed page configuration missing from an existing database, and leaves the published ones and the announcements alone', async () => {
    await database.db.query(`DELETE FROM page_configs WHERE page = 'about' AND language = 'zh-CN'`);
    await database.db.query(`DELETE FROM page_config_versions WHERE page = 'about' AND language = 'zh-CN'`);
    await database.db.query(
      `INSERT INTO page_config_versions (page, language, version, document, created_by)
       SELECT page, language, 2, document, 'operator' FROM page_config_versions WHERE page = 'about' AND language = 'en-US'`,
    );
    await database.db.query(`UPDATE page_configs SET live_version = 2 WHERE page = 'about' AND language = 'en-US'`);
    const [before] = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM site_announcements');

    expect(await seedIfEmpty(database.db)).toBe(true);
    const about = await database.db.query<{ language: string; live_version: number }>(
      `SELECT language, live_version FROM page_configs WHERE page = 'about' ORDER BY language`,
    );
    expect(about).toEqual([
      { language: 'en-US', live_version: 2 },
      { language: 'zh-CN', live_version: 1 },
    ]);
    const [after] = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM site_announcements');
    expect(after?.count).toBe(before?.count);
  });

  it('lets new announcements take ids above the seeded ones', async () => {
    await createAnnouncementRepository(database.db).continueIdsAfterHighest();
    const [row] = await database.db.query<{ id: string }>(
      `INSERT INTO site_announcements (title, from_time, to_time, status, display_page, language)
       VALUES ('new', '2026-01-01 00:00:00', '2026-12-31 00:00:00', 'ACTIVE', 'HOMEPAGE', 'en-US') RETURNING id::text AS id`,
    );
    expect(Number(row?.id)).toBeGreaterThan(209);
  });
});
