import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type TestLogin } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { formatWallTime } from '../../common/time.js';
import { EVENT_BATCHES_PER_MINUTE, EVENTS_BODY_LIMIT_BYTES } from './events-route.js';

const URL = '/api/analytics/events';

describe.each(testDatabases)('POST /api/analytics/events on $name', (kind) => {
  let portal: TestApp;
  let buyer: TestLogin;
  beforeAll(async () => {
    portal = await openTestApp(kind);
    buyer = await loginAs(portal.app, 'buyer@demo.fair');
  });
  afterAll(() => portal?.close());

  const countsOf = (page: string) =>
    portal.db.query<{ day: string; section: string; item: string; event: string; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, section, item, event, count::int AS count
         FROM analytics_daily_counts WHERE page = $1 ORDER BY day, section, item, event`,
      [page],
    );
  const today = () => formatWallTime(new Date(), 'YYYY-MM-DD');
  const postAsIs = (payload: unknown, headers: Record<string, string> = {}) =>
    portal.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
  /** A batch as a page sends it once its visitor allowed analytics. */
  const post = (payload: object, headers: Record<string, string> = {}) => postAsIs({ consent: 'allow', ...payload }, headers);

  it("takes a visitor's batch with 204 and stores it as daily counts per section, item and event", async () => {
    const response = await post({
      events: [
        { event: 'section_exposed', section: 'ACTIVITIES', page: 'ingest-a' },
        { event: 'section_exposed', section: 'ACTIVITIES', page: 'ingest-a' },
        { event: 'activity_click', section: 'ACTIVITIES', item: 'card-1', page: 'ingest-a' },
      ],
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await countsOf('ingest-a')).toEqual([
      { day: today(), section: 'ACTIVITIES', item: '', event: 'section_exposed', count: 2 },
      { day: today(), section: 'ACTIVITIES', item: 'card-1', event: 'activity_click', count: 1 },
    ]);
    expect((await post({ events: [{ event: 'section_exposed', section: 'ACTIVITIES', page: 'ingest-a' }] })).statusCode).toBe(204);
    expect((await countsOf('ingest-a'))[0]).toMatchObject({ event: 'section_exposed', count: 3 });
  });

  it('reads a text/plain body as JSON, as navigator.sendBeacon posts a string', async () => {
    const response = await post(
      { events: [{ event: 'ad_exposed', section: 'FOOTERBANNERS', item: 'b1', page: 'ingest-beacon' }] },
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(await countsOf('ingest-beacon')).toEqual([{ day: today(), section: 'FOOTERBANNERS', item: 'b1', event: 'ad_exposed', count: 1 }]);
    const malformed = await portal.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/plain' }, payload: '{"events":[' });
    expect(malformed.statusCode).toBe(400);
  });

  it("takes a logged-in page's beacon, which carries the session cookie but cannot carry the XSRF header", async () => {
    const response = await post({ events: [{ event: 'search_click', section: 'HOMESEARCH', page: 'ingest-session' }] }, { cookie: buyer.cookie });
    expect(response.statusCode, response.body).toBe(204);
    expect(await countsOf('ingest-session')).toHaveLength(1);
    // Other routes still demand the header from the same session.
    const agree = await portal.app.inject({ method: 'POST', url: '/api/auth/users/tos/agree', headers: { cookie: buyer.cookie } });
    expect(agree.json().errorList[0].errorCode).toBe('E403_CSRF_TOKEN');
  });

  it('counts an event on the UTC+8 day it was tracked, and on today when its time is implausible', async () => {
    const yesterday = Date.now() - 86_400_000;
    const response = await post({
      events: [
        { event: 'ad_click', section: 'FRIENDS', item: 'v1', page: 'ingest-days', at: yesterday },
        { event: 'ad_click', section: 'FRIENDS', item: 'v1', page: 'ingest-days', at: Date.parse('2001-01-01T00:00:00Z') },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(await countsOf('ingest-days')).toEqual([
      { day: formatWallTime(new Date(yesterday), 'YYYY-MM-DD'), section: 'FRIENDS', item: 'v1', event: 'ad_click', count: 1 },
      { day: today(), section: 'FRIENDS', item: 'v1', event: 'ad_click', count: 1 },
    ]);
  });

  it('refuses, storing nothing, a batch that is empty, over 100 events, names an unknown event or carries other fields', async () => {
    const one = { event: 'section_exposed', section: 'ACTIVITIES', page: 'ingest-refused' };
    for (const payload of [
      {},
      { events: [] },
      { events: Array.from({ length: 101 }, () => one) },
      { events: [{ ...one, event: 'page_view' }] },
      { events: [{ ...one, userId: 'acc-buyer' }] },
      { events: [{ ...one, page: 'Mobile Home' }] },
      { events: [{ ...one, section: '' }] },
      { events: [{ ...one, item: 'x'.repeat(129) }] },
      { events: [{ ...one, at: 'yesterday' }] },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().errorList[0].errorCode).toBe('E400_VALIDATION');
    }
    expect(await countsOf('ingest-refused')).toEqual([]);
    expect((await post({ events: Array.from({ length: 100 }, () => one) })).statusCode).toBe(204);
    expect(await countsOf('ingest-refused')).toEqual([{ day: today(), section: 'ACTIVITIES', item: '', event: 'section_exposed', count: 100 }]);
  });

  it('refuses, counting nothing, a batch that does not say its visitor allowed analytics (issue 29: consent first)', async () => {
    const events = [{ event: 'section_exposed', section: 'ACTIVITIES', page: 'ingest-unconsented' }];
    for (const payload of [{ events }, { consent: 'deny', events }, { consent: true, events }]) {
      const response = await postAsIs(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorList[0].errorCode).toBe('E400_VALIDATION');
    }
    expect(await countsOf('ingest-unconsented')).toEqual([]);
    expect((await post({ events })).statusCode).toBe(204);
    expect(await countsOf('ingest-unconsented')).toHaveLength(1);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const payload = JSON.stringify({ consent: 'allow', events: [{ event: 'section_exposed', item: 'x'.repeat(EVENTS_BODY_LIMIT_BYTES) }] });
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await portal.app.inject({ method: 'POST', url: URL, headers: { 'content-type': contentType }, payload });
      expect(response.statusCode).toBe(413);
      expect(response.json().errorList[0].errorCode).toBe('E413_BODY_TOO_LARGE');
    }
  });

  it('adds up batches that arrive at the same time', async () => {
    const batch = {
      events: [
        { event: 'ad_exposed', section: 'FOOTERBANNERS', item: 'b1', page: 'ingest-race' },
        { event: 'ad_click', section: 'FOOTERBANNERS', item: 'b1', page: 'ingest-race' },
      ],
    };
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(batch)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(204));
    expect((await countsOf('ingest-race')).map((row) => [row.event, row.count])).toEqual([
      ['ad_click', 8],
      ['ad_exposed', 8],
    ]);
  });

  it('bounds the batches one client may send a minute, so anonymous clients cannot grow the counts without bound', async () => {
    const from = (remoteAddress: string) =>
      portal.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ consent: 'allow', events: [{ event: 'section_exposed', section: 'ACTIVITIES', page: 'ingest-flood' }] }),
      });
    for (let batch = 0; batch < EVENT_BATCHES_PER_MINUTE; batch += 1) expect((await from('203.0.113.50')).statusCode).toBe(204);
    const refused = await from('203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorList[0].errorCode).toBe('E429_TOO_MANY_REQUESTS');
    expect((await from('203.0.113.51')).statusCode).toBe(204);
    expect((await countsOf('ingest-flood'))[0]).toMatchObject({ count: EVENT_BATCHES_PER_MINUTE + 1 });
  });
});
