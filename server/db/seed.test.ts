import { describe, expect, it } from 'vitest';
import { createAnnouncementRepository } from '../b2bshop/announcements/repository.js';
import { seedIfEmpty } from './seed.js';
import { readSeedAnnouncements, readSeedPageConfigs } from './seed-files.js';
import { migratedTestDatabase } from './migrated-test-database.js';
import { testDatabases } from './test-databases.js';

describe('seed files', () => {
  it('hold the mobile home page in both languages', () => {
    const configs = readSeedPageConfigs().map(({ page, language }) => `${page}.${language}`);
    expect(configs).toEqual(['mobile-home.en-US', 'mobile-home.zh-CN']);
  });

  it('hold live HOMEPAGE announcements in both languages, and one expired, one INACTIVE, one for another page each', () => {
    const announcements = readSeedAnnouncements();
    for (const language of ['en-US', 'zh-CN']) {
      const own = announcements.filter((announcement) => announcement.udfs.language === language);
      const live = own.filter(
        (a) => a.status === 'ACTIVE' && a.udfs.displayPage === 'HOMEPAGE' && a.duration.toTime >= '2026-06-15 12:00:00',
      );
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
    expect(live).toEqual([
      { page: 'mobile-home', language: 'en-US', live_version: 1, created_by: 'seed' },
      { page: 'mobile-home', language: 'zh-CN', live_version: 1, created_by: 'seed' },
    ]);
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

  it('does nothing once a page configuration exists', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
    const [count] = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM page_config_versions');
    expect(count?.count).toBe(2);
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
