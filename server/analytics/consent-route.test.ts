import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConsentStats } from '../../common/generated/validators.js';
import { formatWallTime } from '../../common/time.js';
import { loginAs, type TestLogin } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { createConsentRepository } from './consent-repository.js';
import { CONSENT_REPORTS_PER_MINUTE } from './consent-route.js';

const REPORT = '/api/analytics/consent';
const STATS = '/work/api/analytics/consent';

describe.each(testDatabases)('cookie consent counts on $name', (kind) => {
  let portal: TestApp;
  const sessions: Record<string, TestLogin> = {};
  beforeAll(async () => {
    portal = await openTestApp(kind);
    for (const role of ['buyer', 'employee']) sessions[role] = await loginAs(portal.app, `${role}@demo.fair`);
  });
  afterAll(() => portal?.close());

  const today = () => formatWallTime(new Date(), 'YYYY-MM-DD');
  const report = (payload: unknown, remoteAddress = '198.51.100.1') =>
    portal.app.inject({ method: 'POST', url: REPORT, remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const stats = (query: string, role?: string, language = 'en-US') =>
    portal.app.inject({ method: 'GET', url: `${STATS}?${query}`, headers: { 'accept-language': language, ...(role ? sessions[role]?.headers : {}) } });
  const storedRows = () =>
    portal.db.query<Record<string, unknown>>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, choice, count::int AS count FROM cookie_consent_daily_counts ORDER BY choice`,
    );

  it("counts a visitor's Allow and Deny on today's UTC+8 count, keeping nothing but the day, the choice and the count", async () => {
    for (const choice of ['allow', 'allow', 'deny']) expect((await report({ choice })).statusCode).toBe(204);
    expect(await storedRows()).toEqual([
      { day: today(), choice: 'allow', count: 2 },
      { day: today(), choice: 'deny', count: 1 },
    ]);
    const reply = await stats('', 'employee');
    expect(reply.statusCode).toBe(200);
    expect(validateConsentStats(reply.json())).toBe(true);
    expect(reply.json()).toEqual({ days: [{ day: today(), allow: 2, deny: 1 }] });
  });

  it('refuses, counting nothing, a report that is not allow or deny or carries more', async () => {
    const before = await storedRows();
    for (const payload of [{}, { choice: 'maybe' }, { choice: 'allow', visitorId: 'v-1' }, { choice: ['allow'] }]) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorList[0].errorCode).toBe('E400_VALIDATION');
    }
    expect(await storedRows()).toEqual(before);
  });

  it('takes a report that comes with a session cookie but no XSRF header, and ignores the session', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'content-type': 'application/json', cookie: sessions.buyer!.cookie },
      payload: JSON.stringify({ choice: 'deny' }),
    });
    expect(response.statusCode, response.body).toBe(204);
  });

  it('bounds the reports one client may send a minute', async () => {
    for (let count = 0; count < CONSENT_REPORTS_PER_MINUTE; count += 1) expect((await report({ choice: 'deny' }, '203.0.113.70')).statusCode).toBe(204);
    const refused = await report({ choice: 'deny' }, '203.0.113.70');
    expect(refused.statusCode).toBe(429);
    expect((await report({ choice: 'deny' }, '203.0.113.71')).statusCode).toBe(204);
  });

  it('gives employees the days with any choice in the range, oldest first; others are refused', async () => {
    const consent = createConsentRepository(portal.db);
    await consent.addChoice('2026-03-01', 'allow');
    await consent.addChoice('2026-03-01', 'allow');
    await consent.addChoice('2026-03-03', 'deny');
    await consent.addChoice('2026-03-09', 'allow');
    expect((await stats('from=2026-03-01&to=2026-03-08', 'employee')).json()).toEqual({
      days: [
        { day: '2026-03-01', allow: 2, deny: 0 },
        { day: '2026-03-03', allow: 0, deny: 1 },
      ],
    });
    expect((await stats('from=2026-03-01')).statusCode).toBe(401);
    const buyer = await stats('from=2026-03-01', 'buyer');
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().errorList[0].errorCode).toBe('E403_NOT_EMPLOYEE');
    const backwards = await stats('from=2026-03-02&to=2026-03-01', 'employee');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorList[0].errorCode).toBe('E400_VALIDATION');
    expect((await stats('page=mobile-home', 'employee')).statusCode).toBe(400);
  });
});
