import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateOperatorPageList } from '../../../common/generated/validators.js';
import { loginAs, type TestLogin } from '../../auth/testing/login.js';
import { readSeedPageConfigs } from '../../db/seed-files.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';

describe.each(testDatabases)('the operators’ pages on $name', (kind) => {
  let portal: TestApp;
  const sessions = {} as Record<'employee' | 'buyer', TestLogin>;

  beforeAll(async () => {
    portal = await openTestApp(kind);
    sessions.employee = await loginAs(portal.app, 'employee@demo.fair');
    sessions.buyer = await loginAs(portal.app, 'buyer@demo.fair');
  });
  afterAll(() => portal?.close());

  const call = (method: 'GET' | 'POST', url: string, role: 'employee' | 'buyer' | 'visitor' = 'employee', payload?: object) =>
    portal.app.inject({ method, url, payload, headers: { 'accept-language': 'en-US', ...(role === 'visitor' ? {} : sessions[role].headers) } });

  it('GET /work/api/pageConfigs lists every page with a live configuration and its languages, the content pages among them', async () => {
    const response = await call('GET', '/work/api/pageConfigs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(validateOperatorPageList(body), JSON.stringify(validateOperatorPageList.errors)).toBe(true);
    const seeded = [...new Set(readSeedPageConfigs().map((config) => config.page))].sort();
    expect(body.pages.map((entry: { page: string }) => entry.page)).toEqual(seeded);
    expect(body.pages).toContainEqual({ page: 'about', languages: ['en-US', 'zh-CN'] });
  });

  it('refuses the list to a visitor (401) and a buyer (403)', async () => {
    expect((await call('GET', '/work/api/pageConfigs', 'visitor')).statusCode).toBe(401);
    expect((await call('GET', '/work/api/pageConfigs', 'buyer')).json().errorList[0].errorCode).toBe('E403_NOT_EMPLOYEE');
  });

  it('lets an employee edit the about page like the home page: a draft, published, is what visitors get', async () => {
    const live = (await call('GET', '/work/api/pageConfigs/about?lang=zh-CN')).json();
    const document = { ...live.document, sections: { ...live.document.sections, PAGEHERO: { title: '关于我们（新版）' } } };
    const draft = (await call('POST', '/work/api/pageConfigs/about/drafts?lang=zh-CN', 'employee', { baseVersion: live.liveVersion, document })).json();
    expect(draft.errors).toEqual([]);
    const published = await call('POST', `/work/api/pageConfigs/about/drafts/${draft.id}/publish?lang=zh-CN`, 'employee', {});
    expect(published.statusCode).toBe(201);
    const visitors = (await portal.app.inject('/b2bshop/api/pageConfigs/public/about?lang=zh-CN')).json();
    expect(visitors).toMatchObject({ page: 'about', version: published.json().version, sections: { PAGEHERO: { title: '关于我们（新版）' } } });
  });
});
