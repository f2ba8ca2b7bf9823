import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateLive, validateLiveList } from '../../../common/generated/validators.js';
import { translate } from '../../../common/i18n/messages.js';
import { wallTimeInstant } from '../../../common/wall-time.js';
import { buildApp } from '../../app.js';
import { loginAs } from '../../auth/testing/login.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';

// fixtures/seed/buyer-actions.json, timed from the day of seeding: 4003 is on now, 4001, 4002 and 4004 are
// upcoming (in that order), 4005 ended three days ago and 4006 ten days ago.
const IN_LIST_ORDER = ['live-4003', 'live-4001', 'live-4002', 'live-4004', 'live-4005', 'live-4006'];
const STREAM = '/media/lives/exhibition-stream.mp4';

describe.each(testDatabases)('the live hall and live list on $name (/b2bshop/api/lives/public)', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const get = (url: string, language = 'en-US') => portal.app.inject({ url, headers: { 'x-user-lan': language } });
  const list = async (query = '') => {
    const response = await get(`/b2bshop/api/lives/public${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(validateLiveList(body), JSON.stringify(validateLiveList.errors)).toBe(true);
    return body as { id: string; state: string; streamUrl: string | null; title: string }[];
  };

  it('lists the live one first, then the upcoming ones by start, then the ended ones latest first', async () => {
    const lives = await list();
    expect(lives.map(({ id }) => id)).toEqual(IN_LIST_ORDER);
    expect(lives.map(({ state }) => state)).toEqual(['LIVE', 'UPCOMING', 'UPCOMING', 'UPCOMING', 'ENDED', 'ENDED']);
  });

  it('streams only the live that is on; every live keeps its cover and times', async () => {
    const [onNow, ...others] = await list();
    expect(onNow).toEqual({
      id: 'live-4003',
      title: 'Exhibition hall live tour, round the clock',
      startsAt: expect.stringMatching(/ 00:00:00$/),
      endsAt: expect.stringMatching(/ 23:59:59$/),
      state: 'LIVE',
      coverUrl: '/media/lives/hall-tour.svg',
      streamUrl: STREAM,
      exhibitor: null,
    });
    for (const live of others) expect(live.streamUrl).toBeNull();
  });

  it('lists the lives of one state', async () => {
    expect((await list('?state=UPCOMING')).map(({ id }) => id)).toEqual(['live-4001', 'live-4002', 'live-4004']);
    expect((await list('?state=ENDED')).map(({ id }) => id)).toEqual(['live-4005', 'live-4006']);
    const refused = await get('/b2bshop/api/lives/public?state=SOON');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList[0].errorCode).toBe('E400_VALIDATION');
  });

  it('answers in the asked language, the exhibitor named by its shop, and falls back to ZH_CN', async () => {
    const chinese = await list('?lang=zh-CN');
    expect(chinese.find(({ id }) => id === 'live-4001')).toMatchObject({
      title: '电动工具新品发布',
      exhibitor: { siteTraderId: 'st-pearl-river-tools', shopCode: 'pearl-river-tools', name: '珠江工具制造有限公司' },
    });
    await portal.db.query(`UPDATE lives SET title = title - 'EN_US' WHERE id = 'live-4002'`);
    expect((await list('?lang=en-US')).find(({ id }) => id === 'live-4002')?.title).toBe('家居用品工厂实拍');
  });

  it('answers one live, and 404 E404_LIVE in the request language for one that does not exist', async () => {
    const response = await get('/b2bshop/api/lives/public/live-4001?lang=en-US');
    expect(response.statusCode).toBe(200);
    const live = response.json();
    expect(validateLive(live), JSON.stringify(validateLive.errors)).toBe(true);
    expect(live).toMatchObject({
      id: 'live-4001',
      title: 'New Power Tools Launch',
      state: 'UPCOMING',
      streamUrl: null,
      coverUrl: '/media/lives/power-tools-launch.svg',
    });
    expect(wallTimeInstant(live.endsAt) - wallTimeInstant(live.startsAt)).toBe(90 * 60_000);
    for (const [language, message] of [
      ['en-US', 'This live stream does not exist.'],
      ['zh-CN', translate('zh-CN', 'lives.error.notFound')],
    ]) {
      const missing = await get('/b2bshop/api/lives/public/live-missing', language);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ errorList: [{ errorCode: 'E404_LIVE', errorMessage: message }] });
    }
  });

  it('answers visitors and logged-in users alike, and refuses an id that is not one', async () => {
    const buyer = await loginAs(portal.app, 'buyer@demo.fair');
    const response = await portal.app.inject({ url: '/b2bshop/api/lives/public', headers: buyer.headers });
    expect(response.json().map(({ id }: { id: string }) => id)).toEqual(IN_LIST_ORDER);
    expect((await get(`/b2bshop/api/lives/public/${'x'.repeat(65)}`)).statusCode).toBe(400);
  });
});

describe.each(testDatabases)('lives on the server’s clock ($name)', (kind) => {
  let portal: TestApp;
  let clock: Date;
  let app: FastifyInstance;
  let launch: { startsAt: number; endsAt: number };
  beforeAll(async () => {
    portal = await openTestApp(kind);
    app = await buildApp({ db: portal.db, loadShedding: false, now: () => clock });
    const [row] = await portal.db.query<{ starts_at: string; ends_at: string }>(
      `SELECT to_char(starts_at, 'YYYY-MM-DD HH24:MI:SS') AS starts_at, to_char(ends_at, 'YYYY-MM-DD HH24:MI:SS') AS ends_at FROM lives WHERE id = 'live-4001'`,
    );
    launch = { startsAt: wallTimeInstant(row!.starts_at), endsAt: wallTimeInstant(row!.ends_at) };
  });
  afterAll(async () => {
    await app?.close();
    await portal?.close();
  });

  const launchAt = async (instant: number) => {
    clock = new Date(instant);
    return (await app.inject({ url: '/b2bshop/api/lives/public/live-4001' })).json();
  };

  it('turns a live from UPCOMING to LIVE at its start (UTC+8) and to ENDED at its end, its stream shown only between', async () => {
    expect(await launchAt(launch.startsAt - 1000)).toMatchObject({ state: 'UPCOMING', streamUrl: null });
    expect(await launchAt(launch.startsAt)).toMatchObject({ state: 'LIVE', streamUrl: STREAM });
    expect(await launchAt(launch.endsAt - 1000)).toMatchObject({ state: 'LIVE', streamUrl: STREAM });
    expect(await launchAt(launch.endsAt)).toMatchObject({ state: 'ENDED', streamUrl: null });
  });

  it('books a live until it ends, and not after', async () => {
    const buyer = await loginAs(app, 'buyer@demo.fair');
    const reserve = () => app.inject({ method: 'POST', url: '/member/api/liveAppointments', payload: { liveId: 'live-4001' }, headers: buyer.headers });
    clock = new Date(launch.endsAt);
    const refused = await reserve();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorList[0].errorCode).toBe('E409_LIVE_ENDED');
    clock = new Date(launch.endsAt - 1000);
    expect((await reserve()).statusCode).toBe(200);
    clock = new Date(launch.endsAt + 86_400_000);
    const [booking] = (await app.inject({ url: '/member/api/liveAppointments/self', headers: buyer.headers })).json();
    expect(booking.live).toMatchObject({ id: 'live-4001', state: 'ENDED', streamUrl: null });
  });
});
