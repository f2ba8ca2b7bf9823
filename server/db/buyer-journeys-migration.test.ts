import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate.js';
import { testDatabases, type TestDatabase } from './testing/databases.js';

const BUYER_JOURNEYS = '015_buyer_journeys.sql';

describe.each(testDatabases)('015_buyer_journeys on a database seeded before it ($name)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await migrate(
      database.db,
      readMigrations().filter((migration) => migration.name < BUYER_JOURNEYS),
    );
    await database.db.query(`INSERT INTO site_traders (id, name, is_group, is_seller, is_buyer) VALUES ('st-old', 'Old Buyer Ltd.', 'N', 'N', 'Y')`);
    await database.db.query(`INSERT INTO lives (id, title, starts_at) VALUES ('live-old', '{"ZH_CN": "旧直播"}', '2026-10-15 10:00:00')`);
    expect(
      await migrate(
        database.db,
        readMigrations().filter((migration) => migration.name <= BUYER_JOURNEYS),
      ),
    ).toEqual([BUYER_JOURNEYS]);
  });
  afterAll(() => database?.dispose());

  it('gives a live stored before it an end an hour after its start, and no stream, cover or exhibitor', async () => {
    const rows = await database.db.query(
      `SELECT to_char(ends_at, 'YYYY-MM-DD HH24:MI:SS') AS ends_at, stream_url, cover_url, site_trader_id FROM lives WHERE id = 'live-old'`,
    );
    expect(rows).toEqual([{ ends_at: '2026-10-15 11:00:00', stream_url: null, cover_url: null, site_trader_id: null }]);
  });

  it('leaves a company stored before it without company information', async () => {
    const rows = await database.db.query(`SELECT country_or_region, business_type, contact_name, contact_phone FROM site_traders WHERE id = 'st-old'`);
    expect(rows).toEqual([{ country_or_region: null, business_type: null, contact_name: null, contact_phone: null }]);
  });

  it('refuses a live without an end, or one that ends before it starts', async () => {
    await expect(database.db.query(`INSERT INTO lives (id, title, starts_at) VALUES ('live-no-end', '{}', '2026-10-15 10:00:00')`)).rejects.toThrow();
    await expect(
      database.db.query(`INSERT INTO lives (id, title, starts_at, ends_at) VALUES ('live-backwards', '{}', '2026-10-15 10:00:00', '2026-10-15 10:00:00')`),
    ).rejects.toThrow();
  });

  it('holds company information to what the form allows', async () => {
    for (const [column, value] of [
      ['country_or_region', 'gb'],
      ['business_type', 'SMUGGLER'],
      ['contact_name', ' '],
      ['contact_phone', '0044123'],
    ] as const) {
      await expect(database.db.query(`UPDATE site_traders SET ${column} = $1 WHERE id = 'st-old'`, [value])).rejects.toThrow();
    }
    await database.db.query(
      `UPDATE site_traders SET country_or_region = 'GB', business_type = 'RETAILER', contact_name = 'Ola', contact_phone = '+447700900123' WHERE id = 'st-old'`,
    );
  });

  it('keeps an inquiry’s replies with it, and drops them with it', async () => {
    await database.db.query(
      `INSERT INTO accounts (id, email, password_hash, user_type, name, language) VALUES ('acc-old', 'old@demo.fair', 'x', 'BUYER', 'Old', 'en-US')`,
    );
    await database.db.query(`INSERT INTO site_traders (id, name, is_group, is_seller, is_buyer) VALUES ('st-seller', 'Seller', 'N', 'Y', 'N')`);
    await database.db.query(`INSERT INTO inquiries (id, account_id, site_trader_id, content) VALUES ('inq-old', 'acc-old', 'st-seller', 'Price?')`);
    await database.db.query(`INSERT INTO inquiry_replies (inquiry_id, content) VALUES ('inq-old', '5 USD')`);
    await expect(database.db.query(`INSERT INTO inquiry_replies (inquiry_id, content) VALUES ('inq-old', '')`)).rejects.toThrow();
    await database.db.query(`DELETE FROM inquiries WHERE id = 'inq-old'`);
    expect(await database.db.query('SELECT 1 FROM inquiry_replies')).toEqual([]);
  });
});
