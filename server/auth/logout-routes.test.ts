import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { loginAs, type TestLogin } from './testing/login.js';

const EN = { 'x-user-lan': 'en-US' };

// Issue 24, finding 9: once the 30-minute access cookie has gone, the browser still holds the XSRF cookie (path /, as
// long as the refresh token) but never sends the refresh cookie (path /api/auth) to the logout: logout answered 204
// and left the refresh token alive for 30 days.
describe.each(testDatabases)('logout after the access cookie has gone on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  /** What the browser still sends once the access cookie's Max-Age is over: the XSRF cookie only. */
  async function loginWhoseAccessCookieHasGone(account: string): Promise<TestLogin> {
    const session = await loginAs(portal.app, account);
    await portal.db.query("UPDATE sessions SET access_expires_at = now() - interval '1 second' WHERE account_id = (SELECT id FROM accounts WHERE email = $1)", [
      account,
    ]);
    return session;
  }
  const refresh = (session: TestLogin) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh',
      headers: { ...EN, cookie: `${session.refreshCookie}; XSRF-TOKEN=${session.xsrf}`, 'x-xsrf-token': session.xsrf },
    });
  const logout = (headers: Record<string, string>) =>
    portal.app.inject({ method: 'POST', url: '/public/api/o2oOverseaBuyer/logout', headers: { ...EN, ...headers } });

  it('revokes the session by its XSRF token, so its refresh token no longer works', async () => {
    const session = await loginWhoseAccessCookieHasGone('buyer@demo.fair');
    const response = await logout({ cookie: `XSRF-TOKEN=${session.xsrf}`, 'x-xsrf-token': session.xsrf });
    expect(response.statusCode).toBe(204);
    const refreshed = await refresh(session);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().errorList[0].errorCode).toBe('E401_SESSION_EXPIRED');
  });

  it('revokes it when the logout frame (/logout/index) is loaded with the XSRF cookie', async () => {
    const session = await loginWhoseAccessCookieHasGone('member@demo.fair');
    expect((await portal.app.inject({ url: '/logout/index', headers: { cookie: `XSRF-TOKEN=${session.xsrf}` } })).statusCode).toBe(200);
    expect((await refresh(session)).statusCode).toBe(401);
  });

  it('revokes nothing for an XSRF token that is no session’s, and leaves the account’s other sessions alone', async () => {
    const other = await loginWhoseAccessCookieHasGone('seller@demo.fair');
    const session = await loginWhoseAccessCookieHasGone('seller@demo.fair');
    expect((await logout({ cookie: 'XSRF-TOKEN=forged', 'x-xsrf-token': 'forged' })).statusCode).toBe(204);
    expect((await logout({ cookie: `XSRF-TOKEN=${session.xsrf}`, 'x-xsrf-token': session.xsrf })).statusCode).toBe(204);
    expect((await refresh(session)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(200);
  });

  // The access cookie is SameSite=Lax: a link from another site sends it with a top-level GET. The XSRF cookie is Strict.
  it('does not log out through /logout/index on the access cookie alone, as a link from another site would send it', async () => {
    const session = await loginAs(portal.app, 'group@demo.fair');
    const access = session.cookie.split('; ')[0] ?? '';
    expect((await portal.app.inject({ url: '/logout/index', headers: { cookie: access } })).statusCode).toBe(200);
    expect((await refresh(session)).statusCode).toBe(200);
  });
});
