import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEventShow, validateEventShowList } from '../../../common/generated/validators.js';
import { parseWallTime } from '../../../common/time.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';

describe.each(testDatabases)('event shows on $name (/eventShows/{id})', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const get = (url: string, language = 'en-US') => portal.app.inject({ url, headers: { 'x-user-lan': language } });
  const idOf = async (title: string) => {
    const [row] = await portal.db.query<{ id: string }>("SELECT id::text AS id FROM event_shows WHERE title ->> 'EN_US' = $1", [title]);
    return row!.id;
  };

  it('seeds six bilingual shows across the seeded shops, timed around the seeding', async () => {
    const rows = await portal.db.query<{ shop_code: string; upcoming: boolean; ended: boolean }>(
      'SELECT shop_code, starts_at > now() AS upcoming, ends_at < now() AS ended FROM event_shows',
    );
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.shop_code)).size).toBe(5);
    expect(rows.filter((row) => row.upcoming)).toHaveLength(4);
    expect(rows.filter((row) => row.ended)).toHaveLength(1);
  });

  it('answers a show in the asked language, its times UTC+8 wall times, online or at its venue', async () => {
    const id = await idOf('Brushless Drill Drop-Test Show');
    const english = await get(`/b2bshop/api/eventShows/${id}?lang=en-US`);
    expect(english.statusCode).toBe(200);
    const show = english.json();
    expect(validateEventShow(show), JSON.stringify(validateEventShow.errors)).toBe(true);
    expect(show).toMatchObject({
      id,
      shopCode: 'pearl-river-tools',
      exhibitorName: 'Pearl River Tools Manufacturing Co., Ltd.',
      online: false,
      venue: 'Hall 1.1, booth 1.1A01',
    });
    expect(parseWallTime(show.endTime).valueOf() - parseWallTime(show.startTime).valueOf()).toBe(3 * 3_600_000);
    const chinese = (await get(`/b2bshop/api/eventShows/${id}?lang=zh-CN`)).json();
    expect(chinese).toMatchObject({ title: '无刷电钻跌落测试现场秀', exhibitorName: '珠江工具制造有限公司', venue: '1.1号馆 1.1A01展位' });
    const online = (await get(`/b2bshop/api/eventShows/${await idOf('GaN Charger Live Teardown')}`)).json();
    expect(online).toMatchObject({ online: true, venue: null, coverUrl: '/media/event-shows/gan-charger-teardown.svg' });
  });

  it('answers an unknown or malformed id with 404 E404_EVENT_SHOW in the request language', async () => {
    for (const id of ['999999', 'abc', '1%3B%20DROP%20TABLE%20event_shows']) {
      const missing = await get(`/b2bshop/api/eventShows/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorList[0]).toEqual({ errorCode: 'E404_EVENT_SHOW', errorMessage: 'This event show does not exist.' });
    }
    expect((await get('/b2bshop/api/eventShows/999999', 'zh-CN')).json().errorList[0].errorMessage).toBe('该活动不存在。');
  });

  it("lists a shop's shows that have not ended, soonest first, the one on now included", async () => {
    const reply = await get('/b2bshop/api/shops/brightway-lighting/eventShows?lang=en-US');
    expect(reply.statusCode).toBe(200);
    const list = reply.json();
    expect(validateEventShowList(list), JSON.stringify(validateEventShowList.errors)).toBe(true);
    expect(list.items.map((show: { title: string }) => show.title)).toEqual(['High Bay Lights Factory Walk-through', 'Solar Garden Lights 2027 Launch']);
    expect((await get('/b2bshop/api/shops/jinhong-kitchenware/eventShows')).json()).toEqual({ items: [] });
    expect((await get('/b2bshop/api/shops/no-such-shop/eventShows')).statusCode).toBe(404);
  });
});
