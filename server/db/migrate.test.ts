import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate.js';
import { testDatabases, type TestDatabase } from './testing/databases.js';

describe.each(testDatabases)('migrations on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.dispose());

  it('applies every migration in order the first time', async () => {
    const names = readMigrations().map((migration) => migration.name);
    expect(names).toEqual([
      '001_page_configs.sql',
      '002_site_announcements.sql',
      '003_accounts.sql',
      '004_buyer_actions.sql',
      '005_catalog.sql',
      '006_notifications.sql',
      '007_local_im.sql',
      '008_operator.sql',
      '009_analytics.sql',
      '010_short_links.sql',
      '011_ecatalogs.sql',
      '012_event_shows_and_reports.sql',
      '013_news.sql',
      '014_security.sql',
      '015_buyer_journeys.sql',
      '016_media_library.sql',
      '017_operator_audit.sql',
      '018_press_invitation_audit.sql',
      '019_seller_inquiries.sql',
      '020_business_card_return.sql',
      '021_live_reminders.sql',
      '022_seller_products.sql',
      '023_inquiry_threads.sql',
      '024_notification_broadcasts.sql',
      '025_company_groups.sql',
      '026_cookie_consent_counts.sql',
      '027_search_windows.sql',
      '028_product_search_filters.sql',
      '029_search_pairs.sql',
      '030_booth_code_order.sql',
    ]);
    expect(await migrate(database.db)).toEqual(names);
    const recorded = await database.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((row) => row.name)).toEqual(names);
  });

  it('applies nothing the second time, and the tables keep their rows', async () => {
    await database.db.query(
      `INSERT INTO site_announcements (title, from_time, to_time, status, display_page, language)
       VALUES ('kept', '2026-01-01 00:00:00', '2026-12-31 00:00:00', 'ACTIVE', 'HOMEPAGE', 'en-US')`,
    );
    expect(await migrate(database.db)).toEqual([]);
    const rows = await database.db.query<{ title: string }>('SELECT title FROM site_announcements');
    expect(rows).toEqual([{ title: 'kept' }]);
  });

  it('rolls back a failing migration whole and does not record it', async () => {
    const failing = { name: '999_broken.sql', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' };
    await expect(migrate(database.db, [failing])).rejects.toThrow(/no_such_function/);
    const tables = await database.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(tables).toEqual([]);
    const recorded = await database.db.query('SELECT 1 FROM schema_migrations WHERE name = $1', [failing.name]);
    expect(recorded).toEqual([]);
  });
});
