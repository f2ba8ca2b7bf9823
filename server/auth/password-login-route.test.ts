import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { BADLY_PADDED_BLOCK, DEMO_PASSWORD, encryptBlockForLogin, encryptForLogin } from './testing/login.js';

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
    return portal.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      remoteAddress: options.remoteAddress ?? nextAddress(),
      headers: options.headers ?? { 'x-user-lan': 'en-US' },
    });
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
    for (const [account, password] of [
      ['buyer@demo.fair', 'Wrong2026!'],
      ['nobody@demo.fair', DEMO_PASSWORD],
    ] as const) {
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

  it('answers 400 E400_UNREADABLE_PASSWORD for what by its form alone is no ciphertext of the login key', async () => {
    for (const password of [DEMO_PASSWORD, Buffer.alloc(256, 0xff).toString('base64'), Buffer.alloc(300, 1).toString('base64')]) {
      const response = await login({ account: 'buyer@demo.fair', password, agreeToTerms: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorList[0].errorCode).toBe('E400_UNREADABLE_PASSWORD');
    }
  });

  // Issue 24, finding 2: another answer for a block that does not unpad is a Bleichenbacher padding oracle.
  it('answers a block whose padding is wrong exactly like a wrong password', async () => {
    const badlyPadded = await encryptBlockForLogin(portal.app, BADLY_PADDED_BLOCK);
    for (const password of [badlyPadded, Buffer.alloc(256, 7).toString('base64')]) {
      const response = await login({ account: 'buyer@demo.fair', password, agreeToTerms: true });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errorList: [{ errorCode: 'E401_BAD_CREDENTIALS', errorMessage: 'The account or password is incorrect.' }] });
      expect(response.cookies).toEqual([]);
    }
  });

  describe('throttling', () => {
    let badlyPadded = '';
    beforeAll(async () => {
      badlyPadded = await encryptBlockForLogin(portal.app, BADLY_PADDED_BLOCK);
    });
    /** A failed attempt without the cost of encrypting: a block whose padding is wrong. */
    const failFrom = (account: string, remoteAddress: string) => login({ account, password: badlyPadded, agreeToTerms: true }, { remoteAddress });
    const wrongPassword = async (account: string, remoteAddress: string) =>
      login({ account, password: await encrypted('Wrong2026!'), agreeToTerms: true }, { remoteAddress });
    const ageFailures = (ip: string, seconds: number) =>
      portal.db.query(`UPDATE login_failures SET failed_at = failed_at - make_interval(secs => $2) WHERE ip = $1`, [ip, seconds]);

    it('backs off an account from one address after 5 failures there, even with the right password', async () => {
      for (let i = 0; i < 5; i++) expect((await wrongPassword('group@demo.fair', '192.0.2.1')).statusCode).toBe(401);
      const throttled = await login({ account: 'group@demo.fair', password: await encrypted(), agreeToTerms: true }, { remoteAddress: '192.0.2.1' });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({
        errorList: [{ errorCode: 'E429_LOGIN_THROTTLED', errorMessage: 'Too many failed login attempts. Please try again in 1 minutes.' }],
      });
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(55);
      expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
    });

    // Issue 24, finding 3: anyone could lock a known account out from every address.
    it('lets the account in from another address while one address is backed off', async () => {
      for (let i = 0; i < 8; i++) await wrongPassword('employee@demo.fair', '192.0.2.2');
      expect((await wrongPassword('employee@demo.fair', '192.0.2.2')).statusCode).toBe(429);
      const elsewhere = await login({ account: 'employee@demo.fair', password: await encrypted(), agreeToTerms: true }, { remoteAddress: '198.51.100.2' });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('doubles the wait with each further failure of the pair, up to 15 minutes', async () => {
      const ip = '192.0.2.3';
      for (let i = 0; i < 5; i++) await wrongPassword('member@demo.fair', ip);
      for (const wait of [60, 120, 240]) {
        const throttled = await wrongPassword('member@demo.fair', ip);
        expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(wait - 5);
        expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(wait);
        await ageFailures(ip, wait);
        expect((await wrongPassword('member@demo.fair', ip)).statusCode).toBe(401);
      }
      await portal.db.query("INSERT INTO login_failures (account_key, ip) SELECT 'member@demo.fair', $1::text FROM generate_series(1, 20)", [ip]);
      const capped = await wrongPassword('member@demo.fair', ip);
      expect(capped.statusCode).toBe(429);
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(890);
      expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(900);
    });

    it('counts a block whose padding is wrong as a failure', async () => {
      for (let i = 0; i < 5; i++) expect((await failFrom('seller@demo.fair', '192.0.2.4')).statusCode).toBe(401);
      expect((await failFrom('seller@demo.fair', '192.0.2.4')).statusCode).toBe(429);
    });

    it('counts every attempt as it begins, so parallel attempts do not all pass on the same count', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => failFrom('media@demo.fair', '192.0.2.5')));
      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(5);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    });

    it('refuses an address after 50 failures within 15 minutes, whichever accounts they were for, and not other addresses', async () => {
      const ip = '192.0.2.77';
      await portal.db.query("INSERT INTO login_failures (account_key, ip) SELECT 'sprayed' || n || '@demo.fair', $1::text FROM generate_series(1, 49) AS n", [
        ip,
      ]);
      expect((await failFrom('a@demo.fair', ip)).statusCode).toBe(401);
      const throttled = await login({ account: 'buyer@demo.fair', password: await encrypted(), agreeToTerms: true }, { remoteAddress: ip });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().errorList[0].errorCode).toBe('E429_LOGIN_THROTTLED');
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(890);
      const elsewhere = await login({ account: 'buyer@demo.fair', password: await encrypted(), agreeToTerms: true });
      expect(elsewhere.statusCode).toBe(200);
      await ageFailures(ip, 15 * 60 + 1);
      expect((await login({ account: 'buyer@demo.fair', password: await encrypted(), agreeToTerms: true }, { remoteAddress: ip })).statusCode).toBe(200);
    });

    it('forgets the failures of the account from an address after a successful login from there', async () => {
      const ip = '192.0.2.6';
      const attempt = (password: string) => login({ account: 'newbuyer@demo.fair', password, agreeToTerms: true }, { remoteAddress: ip });
      for (let i = 0; i < 4; i++) expect((await attempt(await encrypted('Wrong2026!'))).statusCode).toBe(401);
      expect((await attempt(await encrypted())).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await attempt(await encrypted('Wrong2026!'))).statusCode).toBe(401);
      expect((await attempt(await encrypted())).statusCode).toBe(200);
    });
  });
});
