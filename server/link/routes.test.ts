import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateShortLink } from '../../src/generated/validators.js';
import { testDatabases } from '../db/test-databases.js';
import { openTestApp, type TestApp } from '../test-app.js';

describe.each(testDatabases)('short links on $name (spec §7)', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const generate = (accessUrl: unknown, language = 'en-US') =>
    portal.app.inject({ method: 'POST', url: '/api/link/generate', headers: { host: 'fair.example.com', 'x-user-lan': language }, payload: { accessUrl } });
  const getUrl = (code: string) => portal.app.inject({ url: `/api/link/getUrl/${code}`, headers: { 'x-user-lan': 'en-US' } });

  it('gives a page of the portal a code that reads back to it, the same code every time', async () => {
    const made = await generate('/m/en-US/shops/BRIGHTWAY?keyword=lamp');
    expect(made.statusCode).toBe(200);
    const link = made.json();
    expect(validateShortLink(link), JSON.stringify(validateShortLink.errors)).toBe(true);
    expect(link.url).toBe('/m/en-US/shops/BRIGHTWAY?keyword=lamp');
    expect((await generate('/m/en-US/shops/BRIGHTWAY?keyword=lamp')).json().code).toBe(link.code);
    expect((await generate('/m/en-US/download')).json().code).not.toBe(link.code);
    const read = await getUrl(link.code);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(link);
  });

  it("refuses a script, a data URL and another site with 400 E400_LINK_URL in the request's language, keeping nothing", async () => {
    const [before] = await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM short_links');
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'https://evil.example/', '//evil.example/']) {
      const refused = await generate(url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorList[0]).toEqual({ errorCode: 'E400_LINK_URL', errorMessage: 'Only pages of this portal can be shared as a short link.' });
    }
    expect((await generate('javascript:alert(1)', 'zh-CN')).json().errorList[0].errorMessage).toBe('只能为本站页面生成短链接。');
    expect((await generate(42)).statusCode).toBe(400);
    const [after] = await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM short_links');
    expect(after?.count).toBe(before?.count);
  });

  it('answers an unknown or malformed code with 404 E404_SHORT_LINK', async () => {
    for (const code of ['ZZZZZZZZ', 'short', 'not-a-code-at-all']) {
      const missing = await getUrl(code);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorList[0]).toEqual({ errorCode: 'E404_SHORT_LINK', errorMessage: 'This short link does not exist.' });
    }
  });
});
