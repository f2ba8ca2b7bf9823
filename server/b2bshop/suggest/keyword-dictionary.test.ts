import { describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../../db/testing/migrated-database.js';
import { testDatabases } from '../../db/testing/databases.js';
import { rebuildSearchKeywords } from './keyword-dictionary.js';

describe.each(testDatabases)('rebuildSearchKeywords on $name', (kind) => {
  const database = migratedTestDatabase(kind, (db) =>
    db.query(`INSERT INTO site_traders (id, name, is_group, is_seller, is_buyer) VALUES ('st-lamps', 'Lamps Ltd.', 'N', 'Y', 'N')`),
  );

  async function product(id: string, popularity: number, keywords: unknown): Promise<void> {
    await database.db.query(
      `INSERT INTO listed_products (id, site_trader_id, title, keywords, popularity) VALUES ($1, 'st-lamps', '{"EN_US": "A lamp"}', $2::jsonb, $3)`,
      [id, JSON.stringify(keywords), popularity],
    );
  }

  const dictionary = () =>
    database.db.query<{ language: string; keyword: string; popularity: number }>(
      'SELECT language, keyword, popularity FROM search_keywords ORDER BY language, keyword',
    );

  const shortSuggestions = (language: string, fragment: string) =>
    database.db
      .query<{ keyword: string }>('SELECT keyword FROM search_short_suggestions WHERE language = $1 AND fragment = $2 ORDER BY rank', [language, fragment])
      .then((rows) => rows.map((row) => row.keyword));

  it('holds each keyword once per language, spelled as most products spell it, as popular as its products plus one each', async () => {
    await product('p1', 10, { EN_US: ['LED Light', ' Work Light ', ''], ZH_CN: ['工作灯'] });
    await product('p2', 5, { EN_US: ['led light'], ZH_CN: ['工作灯', 'x'.repeat(101)] });
    await product('p3', 0, { EN_US: 'not a list', FR_FR: ['bonjour'] });
    await product('p4', 0, { EN_US: ['LED Light'] });
    expect(await rebuildSearchKeywords(database.db)).toBe(3);
    expect(await dictionary()).toEqual([
      { language: 'en-US', keyword: 'LED Light', popularity: 11 + 6 + 1 },
      { language: 'en-US', keyword: 'Work Light', popularity: 11 },
      { language: 'zh-CN', keyword: '工作灯', popularity: 11 + 6 },
    ]);
  });

  it('works out the suggestions of every one- and two-character fragment, prefix matches first, then by popularity', async () => {
    expect(await shortSuggestions('en-US', 'li')).toEqual(['LED Light', 'Work Light']);
    expect(await shortSuggestions('en-US', 'w')).toEqual(['Work Light']);
    expect(await shortSuggestions('en-US', 'l')).toEqual(['LED Light', 'Work Light']);
    expect(await shortSuggestions('en-US', 'g')).toEqual(['LED Light', 'Work Light']);
    expect(await shortSuggestions('zh-CN', '灯')).toEqual(['工作灯']);
    expect(await shortSuggestions('en-US', 'k ')).toEqual([]);
    expect(await shortSuggestions('en-US', ' l')).toEqual([]);
  });

  it('replaces what it held before', async () => {
    await database.db.query(`DELETE FROM listed_products WHERE id IN ('p1', 'p4')`);
    expect(await rebuildSearchKeywords(database.db)).toBe(2);
    expect(await dictionary()).toEqual([
      { language: 'en-US', keyword: 'led light', popularity: 6 },
      { language: 'zh-CN', keyword: '工作灯', popularity: 6 },
    ]);
    expect(await shortSuggestions('en-US', 'w')).toEqual([]);
    expect(await shortSuggestions('en-US', 'li')).toEqual(['led light']);
  });
});
