import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suggestion } from '../../../common/generated/types.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';
import { rebuildShortSuggestions } from './short-suggestions.js';
import { MAX_SUGGESTIONS } from './suggestion-limits.js';

const suggestPath = (siteId = '1001') => `/b2bshop/api/industrySites/${siteId}/listedProducts/complete/suggest`;

// The dictionary these tests read, in place of the demo catalogue's: [language, keyword, popularity].
const DICTIONARY: [string, string, number][] = [
  ['en-US', 'Light Bulb', 10],
  ['en-US', 'Lamp', 50],
  ['en-US', 'LED Work Light', 50],
  ['en-US', 'Work Light', 900],
  ['en-US', 'Flashlight', 500],
  ['en-US', 'Ceiling Light', 300],
  ['en-US', 'Lightweight Flashlight', 5],
  ['en-US', '100% Cotton T-Shirt', 40],
  ['en-US', '100 Cotton Towel', 30],
  ['en-US', 'Cotton_Blend Socks', 20],
  ['en-US', 'CottonXBlend Scarf', 20],
  ['en-US', 'C:\\Tools Case', 10],
  ['zh-CN', '灯泡', 70],
  ['zh-CN', '工作灯', 100],
  ['zh-CN', 'LED工作灯', 80],
  ['zh-CN', '防水工作灯', 60],
  ...Array.from({ length: 30 }, (_, index): [string, string, number] => ['en-US', `Tent ${String(index + 1).padStart(2, '0')}`, 1000 - index]),
];

describe.each(testDatabases)('POST …/listedProducts/complete/suggest on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
    await portal.db.query('DELETE FROM search_keywords');
    for (const [language, keyword, popularity] of DICTIONARY) {
      await portal.db.query('INSERT INTO search_keywords (language, keyword, popularity) VALUES ($1, $2, $3)', [language, keyword, popularity]);
    }
    await rebuildShortSuggestions(portal.db);
  });
  afterAll(() => portal?.close());

  async function suggest(body: Record<string, unknown>, siteId?: string): Promise<Suggestion[]> {
    const response = await portal.app.inject({ method: 'POST', url: suggestPath(siteId), payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const keys = async (body: Record<string, unknown>) => (await suggest(body)).map((suggestion) => suggestion.key);

  async function rejected(payload: unknown, siteId?: string) {
    const response = await portal.app.inject({ method: 'POST', url: suggestPath(siteId), payload: payload as Record<string, unknown> });
    expect(response.statusCode).toBe(400);
    return response.json().errorList[0] as { errorCode: string; errorMessage: string };
  }

  describe('ranking', () => {
    it('puts the keywords that start with the query before those that contain it, each by popularity', async () => {
      expect(await keys({ q: 'light' })).toEqual(['Light Bulb', 'Lightweight Flashlight', 'Work Light', 'Flashlight', 'Ceiling Light', 'LED Work Light']);
    });

    it('ranks a query of one or two characters alike', async () => {
      expect(await keys({ q: 'Li' })).toEqual(['Light Bulb', 'Lightweight Flashlight', 'Work Light', 'Flashlight', 'Ceiling Light', 'LED Work Light']);
      expect(await keys({ q: '作灯', lang: 'zh-CN' })).toEqual(['工作灯', 'LED工作灯', '防水工作灯']);
    });

    it('orders equally popular keywords by key', async () => {
      expect(await keys({ q: 'l' })).toEqual([
        'LED Work Light',
        'Lamp',
        'Light Bulb',
        'Lightweight Flashlight',
        'Work Light',
        'Flashlight',
        'Ceiling Light',
        '100 Cotton Towel',
        'CottonXBlend Scarf',
        'Cotton_Blend Socks',
      ]);
    });

    it('ranks the matching history terms first, most recent first, even those the dictionary lacks', async () => {
      const history = 'tent, work light , ,solar light kit,LIGHT BULB,Work Light';
      expect(await keys({ q: 'light', history })).toEqual([
        'work light',
        'solar light kit',
        'LIGHT BULB',
        'Lightweight Flashlight',
        'Flashlight',
        'Ceiling Light',
        'LED Work Light',
      ]);
    });

    it('reads only the 10 most recent history terms', async () => {
      const history = [...Array.from({ length: 10 }, (_, index) => `history ${index}`), 'older lamp'].join(',');
      expect(await keys({ q: 'lamp', history })).toEqual(['Lamp']);
      expect(await keys({ q: 'history 9', history })).toEqual(['history 9']);
    });

    it('suggests the keywords of the language asked for, English by default', async () => {
      expect(await keys({ q: '灯' })).toEqual([]);
      expect(await keys({ q: '灯', lang: 'zh-CN' })).toEqual(['灯泡', '工作灯', 'LED工作灯', '防水工作灯']);
      expect(await keys({ q: 'light', lang: 'zh-CN' })).toEqual([]);
    });

    it('answers the same catalogue for every site id', async () => {
      expect(await suggest({ q: 'work' }, 'another_site-2')).toEqual(await suggest({ q: 'work' }));
    });
  });

  describe('segments', () => {
    it('marks the match case-insensitively, with an empty first segment when the key starts with it', async () => {
      expect(await suggest({ q: 'LED' })).toEqual([{ key: 'LED Work Light', segments: ['', 'LED', ' Work Light'] }]);
      expect((await suggest({ q: 'work light' }))[0]).toEqual({ key: 'Work Light', segments: ['', 'Work Light'] });
      expect((await suggest({ q: 'ceiling l' }))[0]).toEqual({ key: 'Ceiling Light', segments: ['', 'Ceiling L', 'ight'] });
    });

    it('marks every occurrence', async () => {
      const found = await suggest({ q: 'LIGHT' });
      expect(found.find((suggestion) => suggestion.key === 'Lightweight Flashlight')?.segments).toEqual(['', 'Light', 'weight Flash', 'light']);
      expect(found.find((suggestion) => suggestion.key === 'LED Work Light')?.segments).toEqual(['LED Work ', 'Light']);
    });

    it('marks Chinese matches, and Latin inside Chinese keywords', async () => {
      expect(await suggest({ q: '工作', lang: 'zh-CN' })).toEqual([
        { key: '工作灯', segments: ['', '工作', '灯'] },
        { key: 'LED工作灯', segments: ['LED', '工作', '灯'] },
        { key: '防水工作灯', segments: ['防水', '工作', '灯'] },
      ]);
      expect(await suggest({ q: 'led', lang: 'zh-CN' })).toEqual([{ key: 'LED工作灯', segments: ['', 'LED', '工作灯'] }]);
    });

    it('marks the matches in history terms too, and searches the trimmed query', async () => {
      expect(await suggest({ q: '  kit ', history: 'solar light kit' })).toEqual([{ key: 'solar light kit', segments: ['solar light ', 'kit'] }]);
    });
  });

  describe('size', () => {
    it('answers 10 suggestions by default, as many as asked up to 20, and never more', async () => {
      expect(await keys({ q: 'tent' })).toEqual(Array.from({ length: 10 }, (_, index) => `Tent ${String(index + 1).padStart(2, '0')}`));
      expect(await keys({ q: 'tent', size: 3 })).toEqual(['Tent 01', 'Tent 02', 'Tent 03']);
      expect(await keys({ q: 'tent', size: 50 })).toHaveLength(MAX_SUGGESTIONS);
    });

    it('fills the list from the dictionary after the history, without repeating a key', async () => {
      expect(await keys({ q: 'tent', size: 3, history: 'TENT 02,tent 99' })).toEqual(['TENT 02', 'tent 99', 'Tent 01']);
    });
  });

  describe('what the query may hold', () => {
    it('answers nothing for a blank query', async () => {
      expect(await suggest({ q: '' })).toEqual([]);
      expect(await suggest({ q: '   ', history: 'tent' })).toEqual([]);
    });

    it.each([
      ['%', '100%', ['100% Cotton T-Shirt']],
      ['_', 'n_b', ['Cotton_Blend Socks']],
      ['\\', '\\', ['C:\\Tools Case']],
    ])('matches %s literally, not as a wildcard', async (_character, q, expected) => {
      expect(await keys({ q })).toEqual(expected);
    });

    it('matches characters that mean something in a regular expression literally', async () => {
      expect(await suggest({ q: 't-s' })).toEqual([{ key: '100% Cotton T-Shirt', segments: ['100% Cotton ', 'T-S', 'hirt'] }]);
      expect(await suggest({ q: '(.*)' })).toEqual([]);
    });
  });

  describe('what a client may not send', () => {
    it.each([
      ['no q', { history: 'tent' }, 'body.q is required'],
      ['a q longer than 100 characters', { q: 'a'.repeat(101) }, 'body.q must NOT have more than 100 characters'],
      ['a history longer than 2000 characters', { q: 'a', history: 'a'.repeat(2001) }, 'body.history must NOT have more than 2000 characters'],
      ['an unknown language', { q: 'a', lang: 'fr-FR' }, 'body.lang must be one of: en-US, zh-CN'],
      ['size 0', { q: 'a', size: 0 }, 'body.size must be >= 1'],
      ['a fractional size', { q: 'a', size: 1.5 }, 'body.size must be integer'],
      ['an unknown field', { q: 'a', page: 2 }, 'body.page is not allowed'],
    ])('refuses %s in the error shape', async (_case, body, message) => {
      expect(await rejected(body)).toEqual({ errorCode: 'E400_VALIDATION', errorMessage: message });
    });

    it('refuses a site id that is not one', async () => {
      expect((await rejected({ q: 'a' }, 'bad%20site')).errorCode).toBe('E400_VALIDATION');
    });
  });
});
