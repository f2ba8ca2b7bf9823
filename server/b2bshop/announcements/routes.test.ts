import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, FilterCondition, FilterExpression } from '../../../common/generated/types.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';

const PATH = '/b2bshop/api/themeRos/public/indexSiteAnnouncements/searchByVariables';
const NOW = '2026-06-15 12:00:00';

/** The query the client sends, serialised as the client's HTTP client does (spec §7). */
function search(params: Record<string, unknown>): string {
  return `${PATH}?${qs.stringify(params, { arrayFormat: 'indices', encodeValuesOnly: true })}`;
}

/** Spec §7: the home page's filter for the announcement carousel. */
function homePageFilter(language: string, now: string = NOW): FilterExpression {
  return {
    join: 'and',
    items: [
      { field: 'industrySite.id', op: 'isNotNull' },
      { field: 'siteAnnouncementPlaces.place', op: 'in', value: ['MALL_PAGE'] },
      { field: 'duration.fromTime', op: 'lte', value: now },
      { field: 'duration.toTime', op: 'gte', value: now },
      { field: 'status', op: 'eq', value: 'ACTIVE' },
      { field: 'udfs.displayPage', op: 'eq', value: 'HOMEPAGE' },
      { field: 'udfs.language', op: 'eq', value: language },
    ],
  };
}

const homePageQuery = (language: string, extra: Record<string, unknown> = {}) =>
  search({ unbox: true, size: 20, page: 0, sort: 'duration.fromTime,desc', filter: homePageFilter(language), ...extra });

/** en-US announcements only, plus one more condition. */
const englishAnd = (condition: FilterExpression): FilterExpression => ({
  items: [{ field: 'udfs.language', op: 'eq', value: 'en-US' }, condition],
});

describe.each(testDatabases)('GET searchByVariables on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  async function ids(url: string): Promise<string[]> {
    const response = await portal.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json()._embedded['b2b:siteAnnouncements'].map((announcement: Announcement) => announcement.id);
  }

  async function rejected(url: string) {
    const response = await portal.app.inject(url);
    expect(response.statusCode).toBe(400);
    return response.json().errorList[0] as { errorCode: string; errorMessage: string };
  }

  describe('the home page filter', () => {
    it('answers only the live ACTIVE HOMEPAGE announcements of the language, newest first', async () => {
      expect(await ids(homePageQuery('en-US'))).toEqual(['106', '105', '104', '103', '102', '101']);
      expect(await ids(homePageQuery('zh-CN'))).toEqual(['206', '205', '204', '203', '202', '201']);
    });

    it('answers each announcement in the spec shape, with UTC+8 wall times', async () => {
      const response = await portal.app.inject(homePageQuery('en-US'));
      const body = response.json();
      expect(body.page).toEqual({ size: 20, totalElements: 6, totalPages: 1, number: 0 });
      expect(body.aggregations).toEqual({});
      expect(body._embedded['b2b:siteAnnouncements'].at(-1)).toEqual({
        id: '101',
        title: expect.stringContaining('online exhibition'),
        redirectType: 'URL',
        linkUrl: '/m/en-US/customPages/exhibition',
        duration: { fromTime: '2026-01-01 00:00:00', toTime: '2027-12-31 23:59:59' },
        status: 'ACTIVE',
        udfs: { displayPage: 'HOMEPAGE', language: 'en-US' },
        siteAnnouncementPlaces: [{ place: 'MALL_PAGE' }],
        industrySite: { id: '1001' },
      });
      const none = body._embedded['b2b:siteAnnouncements'].find((a: Announcement) => a.redirectType === 'NONE');
      expect(none.linkUrl).toBeNull();
    });

    it('leaves out the expired one and shows what is live at another moment', async () => {
      const inAutumn2025 = search({ sort: 'duration.fromTime,desc', filter: homePageFilter('en-US', '2025-10-01 08:00:00') });
      expect(await ids(inAutumn2025)).toEqual(['107']);
    });

    it('pages the results: size, page number, total elements and total pages', async () => {
      const second = await portal.app.inject(homePageQuery('en-US', { size: 4, page: 1 }));
      expect(second.json().page).toEqual({ size: 4, totalElements: 6, totalPages: 2, number: 1 });
      expect(second.json()._embedded['b2b:siteAnnouncements'].map((a: Announcement) => a.id)).toEqual(['102', '101']);
      expect(await ids(homePageQuery('en-US', { size: 4, page: 5 }))).toEqual([]);
    });

    it('sorts ascending when asked, and by id without a sort', async () => {
      expect(await ids(homePageQuery('en-US', { sort: 'duration.fromTime,asc' }))).toEqual(['101', '102', '103', '104', '105', '106']);
      expect(await ids(search({ filter: homePageFilter('zh-CN') }))).toEqual(['201', '202', '203', '204', '205', '206']);
    });
  });

  describe('every operator, on the seeded announcements', () => {
    it.each<[string, FilterCondition, string[]]>([
      ['eq', { field: 'id', op: 'eq', value: '103' }, ['103']],
      ['ne', { field: 'status', op: 'ne', value: 'ACTIVE' }, ['108']],
      ['lt', { field: 'duration.fromTime', op: 'lt', value: '2026-01-05 09:00:00' }, ['101', '107']],
      ['lte', { field: 'duration.fromTime', op: 'lte', value: '2026-01-05 09:00:00' }, ['101', '102', '107']],
      ['gt', { field: 'duration.fromTime', op: 'gt', value: '2026-01-25 09:00:00' }, ['105', '106']],
      ['gte', { field: 'id', op: 'gte', value: '108' }, ['108', '109']],
      ['in', { field: 'id', op: 'in', value: ['101', '109', '999'] }, ['101', '109']],
      ['like', { field: 'title', op: 'like', value: 'LIVE-STREAM' }, ['103']],
      ['isNull', { field: 'industrySite.id', op: 'isNull' }, []],
      ['isNotNull', { field: 'industrySite.id', op: 'isNotNull' }, ['101', '102', '103', '104', '105', '106', '107', '108', '109']],
      [
        'eq on places',
        { field: 'siteAnnouncementPlaces.place', op: 'eq', value: 'MALL_PAGE' },
        ['101', '102', '103', '104', '105', '106', '107', '108', '109'],
      ],
      ['in on places', { field: 'siteAnnouncementPlaces.place', op: 'in', value: ['OTHER_PLACE'] }, []],
      ['not', { field: 'redirectType', op: 'eq', value: 'URL', not: true }, ['105', '107']],
    ])('%s', async (_op, condition, expected) => {
      expect(await ids(search({ size: 100, sort: 'id,asc', filter: englishAnd(condition) }))).toEqual(expected);
    });

    it('combines nested groups with or, and negates a group', async () => {
      const filter: FilterExpression = englishAnd({
        join: 'or',
        wrap: true,
        items: [
          { field: 'status', op: 'eq', value: 'INACTIVE' },
          {
            join: 'and',
            items: [
              { field: 'udfs.displayPage', op: 'ne', value: 'HOMEPAGE' },
              { field: 'id', op: 'gt', value: '100' },
            ],
          },
        ],
      });
      expect(await ids(search({ sort: 'id,asc', filter }))).toEqual(['108', '109']);
      const negated = englishAnd({ not: true, items: [{ field: 'status', op: 'eq', value: 'ACTIVE' }] });
      expect(await ids(search({ filter: negated }))).toEqual(['108']);
    });

    it('skips conditions sent with no value', async () => {
      const filter = englishAnd({
        items: [
          { field: 'title', op: 'eq', value: '' },
          { field: 'id', op: 'in', value: [] },
        ],
      });
      expect(await ids(search({ size: 100, filter }))).toHaveLength(9);
    });
  });

  describe('what a client may not do', () => {
    it('names an unknown filter field', async () => {
      const error = await rejected(search({ filter: { field: 'udfs.secret', op: 'eq', value: '1' } }));
      expect(error).toEqual({ errorCode: 'E400_FILTER_FIELD', errorMessage: 'Unknown filter field "udfs.secret" for siteAnnouncements.' });
    });

    it.each(['id; drop table site_announcements', '__proto__', 'constructor'])('refuses the field name %j', async (field) => {
      const error = await rejected(search({ filter: { field, op: 'eq', value: '1' } }));
      expect(['E400_VALIDATION', 'E400_FILTER_FIELD']).toContain(error.errorCode);
    });

    it('treats a hostile value as data', async () => {
      expect(await ids(search({ filter: { field: 'title', op: 'eq', value: "' or 1=1 --" } }))).toEqual([]);
      expect(await ids(search({ filter: { field: 'title', op: 'like', value: "%' or '1'='1" } }))).toEqual([]);
      const [count] = await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM site_announcements');
      expect(count?.count).toBe(18);
    });

    it('refuses an operator that is not in the schema, and a value of the wrong type', async () => {
      expect((await rejected(search({ filter: { field: 'id', op: 'between', value: '1' } }))).errorCode).toBe('E400_VALIDATION');
      expect((await rejected(search({ filter: { field: 'id', op: 'eq', value: 'one' } }))).errorCode).toBe('E400_FILTER_VALUE');
    });

    it.each([
      ['size 0', { size: 0 }, 'querystring.size must be >= 1'],
      ['size 101', { size: 101 }, 'querystring.size must be <= 100'],
      ['a negative page', { page: -1 }, 'querystring.page must be >= 0'],
    ])('refuses %s', async (_case, params, message) => {
      expect(await rejected(search(params))).toEqual({ errorCode: 'E400_VALIDATION', errorMessage: message });
    });

    it('refuses a sort field that is not sortable', async () => {
      expect((await rejected(search({ sort: 'title,desc' }))).errorCode).toBe('E400_SORT_FIELD');
    });

    it('refuses a filter nested too deep', async () => {
      let deep: FilterExpression = { field: 'id', op: 'eq', value: '1' };
      for (let depth = 0; depth < 6; depth += 1) deep = { items: [deep] };
      expect((await rejected(search({ filter: deep }))).errorCode).toBe('E400_FILTER_TOO_COMPLEX');
    });
  });

  describe('an announcement of no industry site', () => {
    it('is left out of the home page, and found by isNull', async () => {
      const [added] = await portal.db.query<{ id: string }>(
        `INSERT INTO site_announcements (title, from_time, to_time, status, display_page, language, places)
         VALUES ('No site', '2026-01-01 00:00:00', '2027-12-31 23:59:59', 'ACTIVE', 'HOMEPAGE', 'en-US', '{MALL_PAGE}')
         RETURNING id::text AS id`,
      );
      expect(await ids(homePageQuery('en-US'))).toEqual(['106', '105', '104', '103', '102', '101']);
      expect(await ids(search({ filter: englishAnd({ field: 'industrySite.id', op: 'isNull' }) }))).toEqual([added?.id]);
    });
  });
});
