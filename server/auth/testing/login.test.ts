import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';
import { loginAs } from './login.js';

describe.each(testDatabases)('loginAs on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  it('logs a seeded account in through the login endpoint, ready for inject', async () => {
    const session = await loginAs(portal.app, 'buyer@demo.fair');
    expect(session.headers).toEqual({ cookie: session.cookie, 'x-xsrf-token': session.xsrf });
    const response = await portal.app.inject({ url: '/api/auth/login/userinfo/public', headers: session.headers });
    expect(response.json()).toEqual({ isAuthenticated: true, id: 'acc-buyer', userType: 'BUYER', language: 'en-US' });
  });

  it('fails loudly for a wrong password', async () => {
    await expect(loginAs(portal.app, 'seller@demo.fair', 'not-the-password')).rejects.toThrow(/401/);
  });
});
