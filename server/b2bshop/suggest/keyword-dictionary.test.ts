import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/connection.js';
import { migratedTestDatabase } from '../../db/testing/migrated-database.js';
import { testDatabases } from '../../db/testing/databases.js';
import { dictionaryKeysOf, rebuildSearchKeywords, refreshSearchKeywords, type DictionaryKey } from './keyword-dictionary.js';

describe.each(testDatabases)('rebuildSearchKeywords on $name', (kind) => {
  const database = migratedTestDatabase(kind, (db) =>
    db.exec(
      `INSERT INTO site_traders (id, name, is_group, is_seller, is_buyer) VALUES ('st-lamps', 'Lamps Ltd.', 'N', 'Y', 'N');
       INSERT INTO exhibitors (shop_code, site_trader_id, name, area) VALUES ('lamps', 'st-lamps', '{"EN_US": "Lamps Ltd."}', 'A')`,
    ),
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

  describe('refreshed for the keywords of changed products', () => {
    const everything = async () => ({
      keywords: await dictionary(),
      short: await database.db.query('SELECT language, fragment, rank, keyword FROM search_short_suggestions ORDER BY language, fragment, rank'),
    });
    const keywordsOf = async (db: Queryable, id: string): Promise<DictionaryKey[]> => {
      const [row] = await db.query<{ keywords: Record<string, string[]> }>('SELECT keywords FROM listed_products WHERE id = $1', [id]);
      return row ? dictionaryKeysOf(row.keywords) : [];
    };
    /** Changes a product as a seller would, refreshing the dictionary for its keywords before and after. */
    async function change(id: string, sql: string, params: unknown[] = []): Promise<void> {
      await database.db.transaction(async (tx) => {
        const before = await keywordsOf(tx, id);
        await tx.query(sql, [id, ...params]);
        await refreshSearchKeywords(tx, [...before, ...(await keywordsOf(tx, id))]);
      });
    }

    it('ends where a whole rebuild ends, whatever was added, changed, taken off show or removed', async () => {
      await database.db.query('DELETE FROM listed_products');
      await rebuildSearchKeywords(database.db);
      const words = [
        'Drill',
        'drill',
        'Hammer Drill',
        'LED',
        'led lamp',
        'Lamp',
        '100% cotton',
        'a_b',
        '电钻',
        '钻头',
        'İstanbul',
        'Ωmega',
        '12" pipe',
        'a\\b',
        '[x]',
      ];
      let seed = 7;
      const random = (n: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed % n;
      };
      const pick = () => Array.from({ length: random(4) }, () => words[random(words.length)] as string);
      for (let step = 0; step < 40; step += 1) {
        const id = `p${random(8)}`;
        const action = random(5);
        if (action === 0) await change(id, 'DELETE FROM listed_products WHERE id = $1');
        else if (action === 1) await change(id, 'UPDATE listed_products SET listed = NOT listed WHERE id = $1');
        else
          await change(
            id,
            `INSERT INTO listed_products (id, site_trader_id, title, keywords, popularity) VALUES ($1, 'st-lamps', '{"EN_US": "A lamp"}', $2::jsonb, $3)
             ON CONFLICT (id) DO UPDATE SET keywords = excluded.keywords, popularity = excluded.popularity`,
            [JSON.stringify({ EN_US: pick(), ZH_CN: pick() }), random(50)],
          );
        const refreshed = await everything();
        await rebuildSearchKeywords(database.db);
        expect(refreshed, `after step ${step}`).toEqual(await everything());
      }
    });

    it('leaves out a product taken off show, and takes it back in when it is shown again', async () => {
      await database.db.query('DELETE FROM listed_products');
      await product('shown', 3, { EN_US: ['Cordless Drill'] });
      await rebuildSearchKeywords(database.db);
      await change('shown', 'UPDATE listed_products SET listed = false WHERE id = $1');
      expect(await dictionary()).toEqual([]);
      expect(await shortSuggestions('en-US', 'dr')).toEqual([]);
      await change('shown', 'UPDATE listed_products SET listed = true WHERE id = $1');
      expect(await dictionary()).toEqual([{ language: 'en-US', keyword: 'Cordless Drill', popularity: 4 }]);
      expect(await shortSuggestions('en-US', 'dr')).toEqual(['Cordless Drill']);
    });
  });
});
