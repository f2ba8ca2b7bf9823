import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testDatabases } from '../db/test-databases.js';
import { openTestApp, type TestApp } from '../test-app.js';
import { latestCode, sentCodes } from './test-mailbox.js';

const EN = { 'x-user-lan': 'en-US' };

describe.each(testDatabases)('verification codes on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const requestCode = (body: Record<string, unknown>, headers: Record<string, string> = EN) =>
    portal.app.inject({ method: 'POST', url: '/api/auth/codes', payload: body, headers });
  const codeLogin = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    portal.app.inject({ method: 'POST', url: '/api/auth/login/code', payload: body, headers: EN, remoteAddress });
  /** The 60 s interval has passed for every code sent so far. */
  const waitAMinute = () => portal.db.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds'");

  it('sends a six-digit login code by e-mail to the dev mailbox, and logs in with it once', async () => {
    expect((await requestCode({ channel: 'EMAIL', target: 'Buyer@Demo.Fair', purpose: 'LOGIN' })).statusCode).toBe(204);
    const code = await latestCode(portal.app, 'buyer@demo.fair');
    expect(code).toMatch(/^\d{6}$/);
    const response = await codeLogin({ target: 'buyer@demo.fair', code, agreeToTerms: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isAuthenticated: true, id: 'acc-buyer', userType: 'BUYER', language: 'en-US' });
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['XSRF-TOKEN', 'portal_access', 'portal_refresh']);
    const again = await codeLogin({ target: 'buyer@demo.fair', code, agreeToTerms: true });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ errorList: [{ errorCode: 'E401_BAD_CREDENTIALS', errorMessage: 'The verification code is incorrect or has expired.' }] });
  });

  it('writes the code in the requester’s language', async () => {
    await waitAMinute();
    await requestCode({ channel: 'EMAIL', target: 'seller@demo.fair', purpose: 'LOGIN' }, { 'x-user-lan': 'zh-CN' });
    const page = (await portal.app.inject('/dev/mailbox')).body;
    const code = await latestCode(portal.app, 'seller@demo.fair');
    expect(page).toContain(`您的验证码是 ${code}，10 分钟内有效。`);
  });

  it('sends at most one code per target every 60 s: 429 E429_CODE_TOO_SOON', async () => {
    await waitAMinute();
    expect((await requestCode({ channel: 'EMAIL', target: 'group@demo.fair', purpose: 'LOGIN' })).statusCode).toBe(204);
    const tooSoon = await requestCode({ channel: 'EMAIL', target: 'group@demo.fair', purpose: 'REGISTER' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().errorList[0].errorCode).toBe('E429_CODE_TOO_SOON');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(55);
    expect(await sentCodes(portal.app, 'group@demo.fair')).toHaveLength(1);
    await waitAMinute();
    expect((await requestCode({ channel: 'EMAIL', target: 'group@demo.fair', purpose: 'LOGIN' })).statusCode).toBe(204);
  });

  it('sends by SMS to a phone number, and logs in with it', async () => {
    await waitAMinute();
    expect((await requestCode({ channel: 'SMS', target: '+86 138 0000 0001', purpose: 'LOGIN' })).statusCode).toBe(204);
    const code = await latestCode(portal.app, '+8613800000001');
    const response = await codeLogin({ target: '+8613800000001', code, agreeToTerms: true });
    expect(response.json()).toMatchObject({ isAuthenticated: true, id: 'acc-buyer' });
  });

  it('accepts only the latest code, and not after 10 minutes', async () => {
    await waitAMinute();
    await requestCode({ channel: 'EMAIL', target: 'member@demo.fair', purpose: 'LOGIN' });
    const older = await latestCode(portal.app, 'member@demo.fair');
    await waitAMinute();
    await requestCode({ channel: 'EMAIL', target: 'member@demo.fair', purpose: 'LOGIN' });
    const newer = await latestCode(portal.app, 'member@demo.fair');
    if (older !== newer) expect((await codeLogin({ target: 'member@demo.fair', code: older, agreeToTerms: true })).statusCode).toBe(401);
    await portal.db.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = 'member@demo.fair'");
    expect((await codeLogin({ target: 'member@demo.fair', code: newer, agreeToTerms: true })).statusCode).toBe(401);
  });

  it('sends nothing for a login or password retrieve of an unknown account, and still answers 204', async () => {
    for (const purpose of ['LOGIN', 'RETRIEVE_PASSWORD']) {
      expect((await requestCode({ channel: 'EMAIL', target: 'stranger@demo.fair', purpose })).statusCode).toBe(204);
    }
    expect(await sentCodes(portal.app, 'stranger@demo.fair')).toEqual([]);
  });

  it('refuses a target that does not fit the channel, or is neither an address nor a number', async () => {
    for (const body of [
      { channel: 'EMAIL', target: '+8613800000001', purpose: 'LOGIN' },
      { channel: 'SMS', target: 'buyer@demo.fair', purpose: 'LOGIN' },
      { channel: 'SMS', target: 'call me', purpose: 'LOGIN' },
    ]) {
      const response = await requestCode(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorList[0].errorCode).toBe('E400_VALIDATION');
    }
    expect((await requestCode({ channel: 'FAX', target: 'buyer@demo.fair', purpose: 'LOGIN' })).statusCode).toBe(400);
  });

  it('needs the terms agreed for a code login', async () => {
    const response = await codeLogin({ target: 'buyer@demo.fair', code: '123456', agreeToTerms: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorList[0].errorCode).toBe('E400_TERMS_NOT_AGREED');
  });

  it('throttles wrong codes: after 5, 429 E429_LOGIN_THROTTLED even for the right one', async () => {
    await waitAMinute();
    await requestCode({ channel: 'EMAIL', target: 'employee@demo.fair', purpose: 'LOGIN' });
    const code = await latestCode(portal.app, 'employee@demo.fair');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await codeLogin({ target: 'employee@demo.fair', code: wrong, agreeToTerms: true }, `10.1.0.${i}`)).statusCode).toBe(401);
    const throttled = await codeLogin({ target: 'employee@demo.fair', code, agreeToTerms: true }, '10.1.0.9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errorList[0].errorCode).toBe('E429_LOGIN_THROTTLED');
  });

  it('answers E201033009 for a code login of a disabled account', async () => {
    await waitAMinute();
    await requestCode({ channel: 'EMAIL', target: 'disabled@demo.fair', purpose: 'LOGIN' });
    const response = await codeLogin({ target: 'disabled@demo.fair', code: await latestCode(portal.app, 'disabled@demo.fair'), agreeToTerms: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorList[0].errorCode).toBe('E201033009');
  });

  it('has no /dev/mailbox page when codes only go to the log', async () => {
    const app = await buildApp({ db: portal.db, loadShedding: false, auth: { codePort: 'log' } });
    try {
      expect((await app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/auth/codes', payload: { channel: 'EMAIL', target: 'new@demo.fair', purpose: 'REGISTER' } })).statusCode).toBe(204);
    } finally {
      await app.close();
    }
  });
});
