import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type TestLogin } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';

describe('personal answers are never kept by a cache', () => {
  let portal: TestApp;
  let buyer: TestLogin;
  beforeAll(async () => {
    portal = await openTestApp(testDatabases[0]!);
    buyer = await loginAs(portal.app, 'buyer@demo.fair');
  });
  afterAll(() => portal?.close());

  it.each([
    '/member/api/users/self',
    '/member/api/siteTraders/self',
    '/api/auth/login/userinfo/public',
    '/member/api/notificationReminders/self/getUnreadInfo',
  ])('sends %s with cache-control: private, no-store', async (url) => {
    const response = await portal.app.inject({ url, headers: buyer.headers });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves the public answers their own caching', async () => {
    const response = await portal.app.inject('/b2bshop/api/pageConfigs/public/mobile-home?lang=en-US');
    expect(response.headers['cache-control']).not.toContain('no-store');
  });
});
