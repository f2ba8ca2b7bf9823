import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { loginAs, sessionFromCookies, type TestLogin } from './testing/login.js';

const EN = { 'x-user-lan': 'en-US' };

describe.each(testDatabases)('sessions on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const userinfo = (session?: TestLogin) => portal.app.inject({ url: '/api/auth/login/userinfo/public?industrySiteId=1001', headers: session?.headers });
  const memberSelf = (headers: Record<string, string>) => portal.app.inject({ url: '/member/api/members/self?_t=1', headers: { ...EN, ...headers } });
  const refresh = (session: TestLogin, headers: Record<string, string> = { 'x-xsrf-token': session.xsrf }) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh',
      headers: { ...EN, cookie: `${session.refreshCookie}; XSRF-TOKEN=${session.xsrf}`, ...headers },
    });
  const logout = (headers: Record<string, string>) =>
    portal.app.inject({ method: 'POST', url: '/public/api/o2oOverseaBuyer/logout', headers: { ...EN, ...headers } });
  const tosAgree = (headers: Record<string, string>) => portal.app.inject({ method: 'POST', url: '/api/auth/users/tos/agree', headers: { ...EN, ...headers } });

  it('answers the login status of the session, and isAuthenticated false for a visitor', async () => {
    expect((await userinfo()).json()).toEqual({ isAuthenticated: false });
    const seller = await loginAs(portal.app, 'seller@demo.fair');
    expect((await userinfo(seller)).json()).toEqual({ isAuthenticated: true, id: 'acc-seller', userType: 'SELLER', language: 'zh-CN' });
  });

  it('treats an unknown access token as a visitor', async () => {
    const response = await userinfo({ cookie: 'portal_access=forged', xsrf: '', headers: { cookie: 'portal_access=forged' }, refreshCookie: '' });
    expect(response.json()).toEqual({ isAuthenticated: false });
  });

  describe('CSRF defence', () => {
    it('refuses a state-changing call of a session without its X-XSRF-TOKEN, or with another one, with 403 E403_CSRF_TOKEN', async () => {
      const buyer = await loginAs(portal.app, 'buyer@demo.fair');
      const other = await loginAs(portal.app, 'member@demo.fair');
      const refused: Record<string, string>[] = [
        { cookie: buyer.cookie },
        { cookie: buyer.cookie, 'x-xsrf-token': other.xsrf },
        { cookie: buyer.cookie, 'x-xsrf-token': '' },
      ];
      for (const headers of refused) {
        const response = await tosAgree(headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          errorList: [
            { errorCode: 'E403_CSRF_TOKEN', errorMessage: 'The request was refused because its security token is missing or wrong. Please reload the page.' },
          ],
        });
      }
      expect((await tosAgree(buyer.headers)).statusCode).toBe(204);
    });

    it('refuses a logout without the token header and leaves the session alive', async () => {
      const buyer = await loginAs(portal.app, 'buyer@demo.fair');
      expect((await logout({ cookie: buyer.cookie })).statusCode).toBe(403);
      expect((await userinfo(buyer)).json()).toMatchObject({ isAuthenticated: true });
    });

    it('asks nothing of reads, nor of calls without a session', async () => {
      const buyer = await loginAs(portal.app, 'buyer@demo.fair');
      expect((await memberSelf({ cookie: buyer.cookie })).statusCode).toBe(200);
      expect((await logout({})).statusCode).toBe(204);
    });
  });

  describe('access token expiry', () => {
    it('makes the session a visitor once the access token is 30 minutes old', async () => {
      const buyer = await loginAs(portal.app, 'newbuyer@demo.fair');
      await portal.db.query("UPDATE sessions SET access_expires_at = now() - interval '1 second' WHERE account_id = 'acc-newbuyer'");
      expect((await userinfo(buyer)).json()).toEqual({ isAuthenticated: false });
      const member = await memberSelf(buyer.headers);
      expect(member.statusCode).toBe(401);
      expect(member.json().errorList[0].errorCode).toBe('E401_LOGIN_REQUIRED');
    });
  });

  describe('refresh', () => {
    it('gives new access, refresh and XSRF tokens, and the old access token stops working', async () => {
      const before = await loginAs(portal.app, 'group@demo.fair');
      const response = await refresh(before);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isAuthenticated: true, id: 'acc-group', userType: 'GROUP', language: 'zh-CN' });
      const after = sessionFromCookies(response.cookies);
      expect([after.cookie, after.refreshCookie, after.xsrf]).not.toContain(before.xsrf);
      expect(after.refreshCookie).not.toBe(before.refreshCookie);
      const refreshCookie = response.cookies.find((cookie) => cookie.name === 'portal_refresh');
      expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      expect((await userinfo(before)).json()).toEqual({ isAuthenticated: false });
      expect((await userinfo(after)).json()).toMatchObject({ isAuthenticated: true, id: 'acc-group' });
      expect((await tosAgree(after.headers)).statusCode).toBe(204);
    });

    it('works after the access token expired', async () => {
      const employee = await loginAs(portal.app, 'employee@demo.fair');
      await portal.db.query("UPDATE sessions SET access_expires_at = now() - interval '1 minute' WHERE account_id = 'acc-employee'");
      const response = await refresh(employee);
      expect(response.statusCode).toBe(200);
      expect((await userinfo(sessionFromCookies(response.cookies))).json()).toMatchObject({ isAuthenticated: true, id: 'acc-employee' });
    });

    it('revokes the session when a rotated refresh token comes back', async () => {
      const first = await loginAs(portal.app, 'media@demo.fair');
      const second = sessionFromCookies((await refresh(first)).cookies);
      const reused = await refresh(first, { 'x-xsrf-token': second.xsrf });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().errorList[0].errorCode).toBe('E401_SESSION_EXPIRED');
      const member = await memberSelf(second.headers);
      expect(member.statusCode).toBe(401);
      expect(member.json().errorList[0].errorCode).toBe('E201033009');
      expect((await refresh(second)).statusCode).toBe(401);
    });

    it('answers 401 E401_SESSION_EXPIRED without a refresh cookie, with an unknown one or an expired one', async () => {
      const noCookie = await portal.app.inject({ method: 'POST', url: '/api/auth/token/refresh', headers: EN });
      expect(noCookie.statusCode).toBe(401);
      expect(noCookie.json()).toEqual({ errorList: [{ errorCode: 'E401_SESSION_EXPIRED', errorMessage: 'Your login has expired. Please log in again.' }] });
      const unknown = await portal.app.inject({ method: 'POST', url: '/api/auth/token/refresh', headers: { ...EN, cookie: 'portal_refresh=unknown' } });
      expect(unknown.statusCode).toBe(401);
      const buyer = await loginAs(portal.app, 'buyer@demo.fair');
      await portal.db.query(
        "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE rotated_at IS NULL AND session_id IN (SELECT id FROM sessions WHERE account_id = 'acc-buyer')",
      );
      expect((await refresh(buyer)).statusCode).toBe(401);
    });

    it('needs the session’s X-XSRF-TOKEN too', async () => {
      const buyer = await loginAs(portal.app, 'buyer@demo.fair');
      const response = await refresh(buyer, { 'x-xsrf-token': 'wrong' });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorList[0].errorCode).toBe('E403_CSRF_TOKEN');
      expect((await refresh(buyer)).statusCode).toBe(200);
    });
  });

  describe('logout', () => {
    it('revokes the session and expires the three cookies', async () => {
      const buyer = await loginAs(portal.app, 'buyer@demo.fair');
      const response = await logout(buyer.headers);
      expect(response.statusCode).toBe(204);
      const expired = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
      expect(expired.portal_access).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
      expect(expired.portal_refresh).toMatchObject({ value: '', maxAge: 0, path: '/api/auth', httpOnly: true });
      expect(expired['XSRF-TOKEN']).toMatchObject({ value: '', maxAge: 0, path: '/' });
      expect((await userinfo(buyer)).json()).toEqual({ isAuthenticated: false });
      const member = await memberSelf(buyer.headers);
      expect(member.statusCode).toBe(401);
      expect(member.json()).toEqual({
        errorList: [{ errorCode: 'E201033009', errorMessage: 'Your login has ended or your account is disabled. Please log in again.' }],
      });
      expect((await refresh(buyer)).statusCode).toBe(401);
    });

    it('leaves the account’s other sessions alone', async () => {
      const phone = await loginAs(portal.app, 'member@demo.fair');
      const laptop = await loginAs(portal.app, 'member@demo.fair');
      expect((await logout(laptop.headers)).statusCode).toBe(204);
      expect((await memberSelf(phone.headers)).statusCode).toBe(200);
    });

    it('serves /logout/index, which expires the cookies again, as often as it is loaded', async () => {
      const buyer = await loginAs(portal.app, 'buyer@demo.fair');
      for (let i = 0; i < 2; i++) {
        const response = await portal.app.inject({ url: '/logout/index', headers: { cookie: buyer.cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.cookies.map((cookie) => [cookie.name, cookie.maxAge])).toEqual([
          ['portal_access', 0],
          ['portal_refresh', 0],
          ['XSRF-TOKEN', 0],
        ]);
      }
    });
  });
});
