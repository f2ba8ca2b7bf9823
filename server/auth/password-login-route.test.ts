import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.js';
import { openTestApp, type TestApp } from '../test-app.js';
import { DEMO_PASSWORD, encryptForLogin } from './test-login.js';

describe.each(testDatabases)('POST /api/auth/login on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  let address = 0;
  /** Each test its own client address, so the per-address throttle of one does not reach another. */
  const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

  async function login(body: Record<string, unknown>, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
    return portal.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: options.remoteAddress ?? nextAddress(), headers: options.headers ?? { 'x-user-lan': 'en-US' } });
  }
  const encrypted = (password: string = DEMO_PASSWORD) => encryptForLogin(portal.app, password);

  it('logs in with an RSA-encrypted password and answers the login status', async () => {
    const response = await login({ account: 'buyer@demo.fair', password: await encrypted(), agreeToTerms: true, industrySiteId: '1001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isAuthenticated: true, id: 'acc-buyer', userType: 'BUYER', language: 'en-US' });
  });

  it('sets HttpOnly SameSite access and refresh cookies and a readable XSRF-TOKEN cookie', async () => {
    const response = await login({ account: 'buyer@demo.fair', password: await encrypted(), agreeToTerms: true });
    const byName = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName.portal_access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 1800 });
    expect(byName.portal_refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 2_592_000 });
    expect(byName['XSRF-TOKEN']).toMatchObject({ sameSite: 'Strict', path: '/', maxAge: 2_592_000 });
    expect(byName['XSRF-TOKEN']?.httpOnly).toBeFalsy();
    const values = [byName.portal_access?.value, byName.portal_refresh?.value, byName['XSRF-TOKEN']?.value];
    for (const value of values) expect(value).toMatch(/^[\w-]{43}$/);
    expect(new Set(values).size).toBe(3);
  });

  it('stores only hashes of the tokens', async () => {
    const response = await login({ account: 'seller@demo.fair', password: await encrypted(), agreeToTerms: true });
    const access = response.cookies.find((cookie) => cookie.name === 'portal_access')?.value ?? '';
    const refresh = response.cookies.find((cookie) => cookie.name === 'portal_refresh')?.value ?? '';
    const sessions = await portal.db.query<Record<string, string>>('SELECT * FROM sessions');
    const refreshTokens = await portal.db.query<Record<string, string>>('SELECT * FROM refresh_tokens');
    const stored = JSON.stringify([sessions, refreshTokens]);
    expect(stored).not.toContain(access);
    expect(stored).not.toContain(refresh);
  });

  it('takes the phone number or the e-mail address in any case, and MEMBER stays MEMBER in the status', async () => {
    for (const account of ['+86 138 0000 0001', 'BUYER@demo.fair']) {
      const response = await login({ account, password: await encrypted(), agreeToTerms: true });
      expect(response.json()).toMatchObject({ isAuthenticated: true, id: 'acc-buyer' });
    }
    const member = await login({ account: 'member@demo.fair', password: await encrypted(), agreeToTerms: true });
    expect(member.json()).toEqual({ isAuthenticated: true, id: 'acc-member', userType: 'MEMBER', language: 'en-US' });
  });

  it('refuses with 400 E400_TERMS_NOT_AGREED unless the terms are agreed, in the request language', async () => {
    const refused = await login({ account: 'buyer@demo.fair', password: await encrypted(), agreeToTerms: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errorList: [{ errorCode: 'E400_TERMS_NOT_AGREED', errorMessage: 'Please agree to the user agreement, privacy policy and cookie policy first.' }],
    });
    expect(refused.cookies).toEqual([]);
    const chinese = await login({ account: 'buyer@demo.fair', password: await encrypted(), agreeToTerms: false }, { headers: { 'x-user-lan': 'zh-CN' } });
    expect(chinese.json().errorList[0].errorMessage).toBe('请先同意用户协议、隐私政策和 Cookie 政策。');
  });

  it('refuses a missing agreeToTerms as invalid', async () => {
    const response = await login({ account: 'buyer@demo.fair', password: await encrypted() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorList[0].errorCode).toBe('E400_VALIDATION');
  });

  it('answers 401 E401_BAD_CREDENTIALS for a wrong password and for an unknown account alike', async () => {
    for (const [account, password] of [['buyer@demo.fair', 'Wrong2026!'], ['nobody@demo.fair', DEMO_PASSWORD]] as const) {
      const response = await login({ account, password: await encrypted(password), agreeToTerms: true });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errorList: [{ errorCode: 'E401_BAD_CREDENTIALS', errorMessage: 'The account or password is incorrect.' }] });
      expect(response.cookies).toEqual([]);
    }
  });

  it('answers 401 E201033009 for a disabled account with the right password', async () => {
    const response = await login({ account: 'disabled@demo.fair', password: await encrypted(), agreeToTerms: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorList[0].errorCode).toBe('E201033009');
    expect(response.cookies).toEqual([]);
  });

  it('answers 400 E400_UNREADABLE_PASSWORD for a password not encrypted with the login key', async () => {
    for (const password of [DEMO_PASSWORD, Buffer.alloc(256, 7).toString('base64'), Buffer.alloc(300, 1).toString('base64')]) {
      const response = await login({ account: 'buyer@demo.fair', password, agreeToTerms: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorList[0].errorCode).toBe('E400_UNREADABLE_PASSWORD');
    }
  });

  describe('throttling', () => {
    it('refuses the account with 429 E429_LOGIN_THROTTLED after 5 failures in 15 minutes, even with the right password', async () => {
      for (let i = 0; i < 5; i++) {
        const failed = await login({ account: 'group@demo.fair', password: await encrypted('Wrong2026!'), agreeToTerms: true });
        expect(failed.statusCode).toBe(401);
      }
      const throttled = await login({ account: 'group@demo.fair', password: await encrypted(), agreeToTerms: true });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({
        errorList: [{ errorCode: 'E429_LOGIN_THROTTLED', errorMessage: 'Too many failed login attempts. Please try again in 15 minutes.' }],
      });
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(890);
      expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(900);
    });

    it('lets the account in again once the failures are 15 minutes old', async () => {
      await portal.db.query("UPDATE login_failures SET failed_at = failed_at - interval '15 minutes 1 second' WHERE account_key = 'group@demo.fair'");
      const response = await login({ account: 'group@demo.fair', password: await encrypted(), agreeToTerms: true });
      expect(response.statusCode).toBe(200);
    });

    it('refuses an address after 5 failures there, whichever accounts they were for, and not other addresses', async () => {
      const address = '192.0.2.77';
      for (const account of ['a@demo.fair', 'b@demo.fair', 'c@demo.fair', 'd@demo.fair', 'e@demo.fair']) {
        const failed = await login({ account, password: await encrypted(), agreeToTerms: true }, { remoteAddress: address });
        expect(failed.statusCode).toBe(401);
      }
      const throttled = await login({ account: 'employee@demo.fair', password: await encrypted(), agreeToTerms: true }, { remoteAddress: address });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().errorList[0].errorCode).toBe('E429_LOGIN_THROTTLED');
      const elsewhere = await login({ account: 'employee@demo.fair', password: await encrypted(), agreeToTerms: true });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('forgets an account’s failures after a successful login', async () => {
      const attempt = (password: string) => login({ account: 'newbuyer@demo.fair', password, agreeToTerms: true });
      for (let i = 0; i < 4; i++) expect((await attempt(await encrypted('Wrong2026!'))).statusCode).toBe(401);
      expect((await attempt(await encrypted())).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await attempt(await encrypted('Wrong2026!'))).statusCode).toBe(401);
      expect((await attempt(await encrypted())).statusCode).toBe(200);
    });
  });
});
