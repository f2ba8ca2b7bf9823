import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSectionStats } from '../../common/generated/validators.js';
import { formatWallTime } from '../../common/time.js';
import { loginAs, type TestLogin } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { createAnalyticsRepository } from './repository.js';

const STATS = '/work/api/analytics/sections';
const DAY_MS = 86_400_000;

describe.each(testDatabases)('GET /work/api/analytics/sections on $name', (kind) => {
  let portal: TestApp;
  const sessions: Record<string, TestLogin> = {};
  beforeAll(async () => {
    portal = await openTestApp(kind);
    for (const role of ['buyer', 'seller', 'group', 'employee']) sessions[role] = await loginAs(portal.app, `${role}@demo.fair`);
  });
  afterAll(() => portal?.close());

  const get = (query: string, role?: string, language = 'en-US') =>
    portal.app.inject({ method: 'GET', url: `${STATS}?${query}`, headers: { 'accept-language': language, ...(role ? sessions[role]?.headers : {}) } });
  const add = (rows: { day: string; page: string; section: string; item?: string; event: string; count: number }[]) =>
    createAnalyticsRepository(portal.db).addDailyCounts(rows.map((row) => ({ item: '', ...row })));

  it('answers 401 to a visitor and 403 E403_NOT_EMPLOYEE to buyers, sellers and groups, in their language', async () => {
    const visitor = await get('page=mobile-home');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errorList[0].errorCode).toBe('E401_LOGIN_REQUIRED');
    for (const role of ['buyer', 'seller', 'group']) {
      const refused = await get('page=mobile-home', role);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorList[0]).toEqual({ errorCode: 'E403_NOT_EMPLOYEE', errorMessage: 'The section numbers are for employee accounts only.' });
    }
    expect((await get('page=mobile-home', 'buyer', 'zh-CN')).json().errorList[0].errorMessage).toBe('版块数据仅对员工账号开放。');
  });

  it("gives per day each section's exposures, all its clicks and CTR, then each item's, oldest day first", async () => {
    await add([
      { day: '2026-03-01', page: 'stats-a', section: 'ACTIVITIES', event: 'section_exposed', count: 40 },
      { day: '2026-03-01', page: 'stats-a', section: 'ACTIVITIES', item: 'card-1', event: 'activity_click', count: 3 },
      { day: '2026-03-01', page: 'stats-a', section: 'ACTIVITIES', item: 'card-2', event: 'activity_click', count: 1 },
      { day: '2026-03-01', page: 'stats-a', section: 'FOOTERBANNERS', event: 'section_exposed', count: 10 },
      { day: '2026-03-01', page: 'stats-a', section: 'FOOTERBANNERS', item: 'b1', event: 'ad_exposed', count: 25 },
      { day: '2026-03-01', page: 'stats-a', section: 'FOOTERBANNERS', item: 'b1', event: 'ad_click', count: 5 },
      { day: '2026-03-01', page: 'stats-a', section: 'SERVICES', event: 'section_exposed', count: 7 },
      // Not an exposure nor a click, another page, no section, outside the days: none of them shows.
      { day: '2026-03-01', page: 'stats-a', section: 'NEWSANDEVENTS', event: 'section_skipped', count: 2 },
      { day: '2026-03-01', page: 'stats-b', section: 'ACTIVITIES', event: 'section_exposed', count: 99 },
      { day: '2026-03-01', page: 'stats-a', section: '', event: 'search_click', count: 4 },
      { day: '2026-03-03', page: 'stats-a', section: 'ACTIVITIES', event: 'section_exposed', count: 9 },
      { day: '2026-02-28', page: 'stats-a', section: 'HOMESEARCH', event: 'search_click', count: 6 },
      { day: '2026-02-28', page: 'stats-a', section: 'HOMESEARCH', event: 'section_exposed', count: 0 + 1 },
    ]);
    const response = await get('page=stats-a&from=2026-02-28&to=2026-03-02', 'employee');
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(validateSectionStats(reply), JSON.stringify(validateSectionStats.errors)).toBe(true);
    expect(reply.days).toEqual([
      { day: '2026-02-28', section: 'HOMESEARCH', item: null, exposures: 1, clicks: 6, ctr: 6 },
      { day: '2026-03-01', section: 'ACTIVITIES', item: null, exposures: 40, clicks: 4, ctr: 0.1 },
      { day: '2026-03-01', section: 'ACTIVITIES', item: 'card-1', exposures: 0, clicks: 3, ctr: 0 },
      { day: '2026-03-01', section: 'ACTIVITIES', item: 'card-2', exposures: 0, clicks: 1, ctr: 0 },
      { day: '2026-03-01', section: 'FOOTERBANNERS', item: null, exposures: 10, clicks: 5, ctr: 0.5 },
      { day: '2026-03-01', section: 'FOOTERBANNERS', item: 'b1', exposures: 25, clicks: 5, ctr: 0.2 },
      { day: '2026-03-01', section: 'SERVICES', item: null, exposures: 7, clicks: 0, ctr: 0 },
    ]);
    expect((await get('page=stats-a&from=2026-03-03&to=2026-03-03', 'employee')).json().days).toEqual([
      { day: '2026-03-03', section: 'ACTIVITIES', item: null, exposures: 9, clicks: 0, ctr: 0 },
    ]);
  });

  it('counts what the pages send: a batch posted to /api/analytics/events shows in the numbers', async () => {
    const events = [
      { event: 'section_exposed', section: 'TOPBANNER', page: 'stats-loop' },
      { event: 'section_exposed', section: 'TOPBANNER', page: 'stats-loop' },
      { event: 'ad_click', section: 'TOPBANNER', item: 'banner-7', page: 'stats-loop' },
    ];
    expect((await portal.app.inject({ method: 'POST', url: '/api/analytics/events', payload: { consent: 'allow', events } })).statusCode).toBe(204);
    const today = formatWallTime(new Date(), 'YYYY-MM-DD');
    // Without from and to: the last seven days, today included.
    expect((await get('page=stats-loop', 'employee')).json().days).toEqual([
      { day: today, section: 'TOPBANNER', item: null, exposures: 2, clicks: 1, ctr: 0.5 },
      { day: today, section: 'TOPBANNER', item: 'banner-7', exposures: 0, clicks: 1, ctr: 0 },
    ]);
  });

  it('covers the last seven days by default and nothing older', async () => {
    const day = (daysAgo: number) => formatWallTime(new Date(Date.now() - daysAgo * DAY_MS), 'YYYY-MM-DD');
    await add([
      { day: day(6), page: 'stats-week', section: 'FRIENDS', event: 'section_exposed', count: 1 },
      { day: day(7), page: 'stats-week', section: 'FRIENDS', event: 'section_exposed', count: 1 },
    ]);
    expect((await get('page=stats-week', 'employee')).json().days.map((row: { day: string }) => row.day)).toEqual([day(6)]);
  });

  it('refuses a missing or malformed page, a day that does not exist, a range backwards or over 366 days', async () => {
    for (const query of [
      '',
      'page=Mobile_Home',
      'page=mobile-home&from=2026-02-30&to=2026-03-01',
      'page=mobile-home&from=2026-3-1',
      'page=mobile-home&from=2026-03-02&to=2026-03-01',
      'page=mobile-home&from=2025-01-01&to=2026-01-02',
    ]) {
      const response = await get(query, 'employee');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorList[0].errorCode).toBe('E400_VALIDATION');
    }
    expect((await get('page=mobile-home&from=2025-01-02&to=2026-01-02', 'employee')).statusCode).toBe(200);
    const zh = await get('page=mobile-home&from=2026-03-02&to=2026-03-01', 'employee', 'zh-CN');
    expect(zh.json().errorList[0].errorMessage).toBe('请选择起止日期：结束日期不早于开始日期，最多 366 天。');
  });
});
