// The catalogue search (spec §7) refuses what a client may not ask, with the spec's 400s, and keeps what it is
// given as data: the hostile cases of GET epSearch (its answers are ep-search-route.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterExpression } from '../../../common/generated/types.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';
import { ALL_EXHIBITORS, BOOTH, EXHIBITOR, PRODUCT, epSearchOf, type SearchType } from './testing/ep-search.js';

describe.each(testDatabases)('GET epSearch on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());
  const { found, rejected } = epSearchOf(() => portal);

  describe('what a client may not do', () => {
    it.each([
      ['no type', { keyword: 'drill' }],
      ['type 4', { type: 4, keyword: 'drill' }],
      ['no keyword', { type: PRODUCT }],
      ['an empty keyword', { type: PRODUCT, keyword: '' }],
      ['a blank keyword', { type: PRODUCT, keyword: '   ' }],
      ['a keyword of 101 characters', { type: PRODUCT, keyword: 'x'.repeat(101) }],
      ['a language the portal does not have', { type: PRODUCT, keyword: 'drill', lang: 'fr-FR' }],
      ['size 101', { type: PRODUCT, keyword: 'drill', size: 101 }],
      ['a negative page', { type: PRODUCT, keyword: 'drill', page: -1 }],
    ])('refuses %s', async (_case, params) => {
      expect((await rejected(params)).errorCode).toBe('E400_VALIDATION');
    });

    it('refuses a site id that is not one', async () => {
      expect((await rejected({ type: PRODUCT, keyword: 'drill' }, 'bad%20site!')).errorCode).toBe('E400_VALIDATION');
    });

    it.each<[string, SearchType, string, string]>([
      ['SQL in a field name', EXHIBITOR, 'title; DROP TABLE exhibitors', 'E400_VALIDATION'],
      ['a quoted field name', EXHIBITOR, '"name"', 'E400_VALIDATION'],
      ['__proto__', EXHIBITOR, '__proto__', 'E400_VALIDATION'],
      ['constructor', PRODUCT, 'constructor', 'E400_FILTER_FIELD'],
      ['a column that is not on the allow-list', PRODUCT, 'search_text', 'E400_FILTER_FIELD'],
      ['a column named with its table', EXHIBITOR, 'e.area', 'E400_FILTER_FIELD'],
      ["another type's field", PRODUCT, 'badges', 'E400_FILTER_FIELD'],
      ["another type's field", BOOTH, 'sessionsCount', 'E400_FILTER_FIELD'],
    ])('refuses %s as a filter field', async (_case, type, field, errorCode) => {
      expect((await rejected({ type, keyword: 'a', filter: { field, op: 'eq', value: '1' } })).errorCode).toBe(errorCode);
    });

    it('names the unknown field and the type', async () => {
      expect(await rejected({ type: BOOTH, keyword: '1', filter: { field: 'popularity', op: 'gt', value: '1' } })).toEqual({
        errorCode: 'E400_FILTER_FIELD',
        errorMessage: 'Unknown filter field "popularity" for booths.',
      });
    });

    it.each<[string, SearchType, FilterExpression, string]>([
      ['a word for a number', EXHIBITOR, { field: 'sessionsCount', op: 'gt', value: 'ten' }, 'E400_FILTER_VALUE'],
      ['SQL for a number', EXHIBITOR, { field: 'sessionsCount', op: 'gt', value: '1 OR 1=1' }, 'E400_FILTER_VALUE'],
      ['a function for a time', PRODUCT, { field: 'listedAt', op: 'lt', value: 'now()' }, 'E400_FILTER_VALUE'],
      ['an operator the field type lacks', EXHIBITOR, { field: 'badges', op: 'lt', value: 'isAeo' }, 'E400_FILTER_OPERATOR'],
    ])('refuses %s', async (_case, type, filter, errorCode) => {
      expect((await rejected({ type, keyword: 'a', filter })).errorCode).toBe(errorCode);
    });

    it.each(['name,desc', 'popularity; DROP TABLE exhibitors,desc', 'popularity,sideways'])('refuses the sort %j', async (sort) => {
      expect((await rejected({ type: EXHIBITOR, keyword: 'a', sort })).errorCode).toBe('E400_SORT_FIELD');
    });

    it('matches hostile filter values as data', async () => {
      for (const value of ["' OR '1'='1", '%', '_', '\\', 'pearl-river-tools; DROP TABLE exhibitors']) {
        expect(await found(EXHIBITOR, { keyword: 'a', filter: { field: 'shopCode', op: 'eq', value } })).toEqual([]);
      }
      expect(await found(BOOTH, { keyword: '1', filter: { field: 'hall', op: 'like', value: '%' } })).toEqual([]);
    });

    describe('with a product whose text holds LIKE and quote characters', () => {
      beforeAll(async () => {
        await portal.db.query(
          `INSERT INTO listed_products (id, site_trader_id, title, keywords)
           VALUES ('prd-literal', 'st-anji-green-bamboo', $1::jsonb, $2::jsonb)`,
          [JSON.stringify({ EN_US: "Sale 50%_off O'Brien back\\slash sign", ZH_CN: '五折标牌' }), JSON.stringify({ EN_US: ['sign'] })],
        );
      });
      afterAll(() => portal.db.query(`DELETE FROM listed_products WHERE id = 'prd-literal'`));

      it.each(['%', '_', '50%_', "o'brien", '\\', 'k\\s'])('finds the keyword %j literally, never as a wildcard', async (keyword) => {
        expect(await found(PRODUCT, { keyword })).toEqual(['prd-literal']);
      });

      it('finds nothing for an injection attempt, and the tables stay', async () => {
        expect(await found(PRODUCT, { keyword: "' OR '1'='1" })).toEqual([]);
        expect(await found(EXHIBITOR, { keyword: "x'; DROP TABLE exhibitors; --" })).toEqual([]);
        expect(await found(BOOTH, { keyword: "1' OR 'a'='a" })).toEqual([]);
        expect(await found(BOOTH, { keyword: '_' })).toEqual([]);
        expect(await found(BOOTH, { keyword: '%' })).toEqual([]);
        const [count] = await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM exhibitors');
        expect(count?.count).toBe(ALL_EXHIBITORS.length);
      });
    });
  });
});
