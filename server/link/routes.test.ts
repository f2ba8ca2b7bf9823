import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateShortLink } from '../../common/generated/validators.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { LINKS_PER_MINUTE } from './routes.js';

describe.each(testDatabases)('short links on $name (spec §7)', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    // Issue 24: the portal is what PUBLIC_ORIGIN says, whatever Host a request carries.
    vi.stubEnv('PUBLIC_ORIGIN', 'https://fair.example.com');
    vi.stubEnv('SHORT_LINK_HOSTS', 'app.fair.example');
    portal = await openTestApp(kind);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await portal?.close();
  });

  const generate = (accessUrl: unknown, language = 'en-US', host = 'fair.example.com') =>
    portal.app.inject({ method: 'POST', url: '/api/link/generate', headers: { host, 'x-user-lan': language }, payload: { accessUrl } });
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

  it('takes the portal from PUBLIC_ORIGIN, never from the Host header (issue 24)', async () => {
    const phishing = await generate('https://evil.example/phish', 'en-US', 'evil.example');
    expect(phishing.statusCode).toBe(400);
    expect(phishing.json().errorList[0].errorCode).toBe('E400_LINK_URL');
    expect((await generate('https://fair.example.com/m/en-US/download', 'en-US', 'evil.example')).json().url).toBe('https://fair.example.com/m/en-US/download');
    expect((await generate('https://app.fair.example/intro')).json().url).toBe('https://app.fair.example/intro');
  });

  it.each(['/.//evil.example/phish', '/%2F%2Fevil.example', '\\/evil.example', '/m/en-US/\tnews'])(
    'refuses %j, a path that leads elsewhere once a browser normalises it',
    async (url) => {
      const refused = await generate(url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorList[0].errorCode).toBe('E400_LINK_URL');
    },
  );

  it('reads back no stored link that leads elsewhere, made before the portal checked its origin (issue 24)', async () => {
    const stored = {
      EvilLnk1: 'https://evil.example/phish',
      EvilLnk2: '/.//evil.example/phish',
      EvilLnk3: 'javascript:alert(1)',
      EvilLnk4: 'http://fair.example.com/m/en-US/',
    };
    for (const [code, url] of Object.entries(stored)) {
      await portal.db.query('INSERT INTO short_links (code, url) VALUES ($1, $2) ON CONFLICT DO NOTHING', [code, url]);
      const refused = await getUrl(code);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().errorList[0]).toEqual({ errorCode: 'E404_SHORT_LINK', errorMessage: 'This short link does not exist.' });
    }
    await portal.db.query("INSERT INTO short_links (code, url) VALUES ('OldPage1', '/m/en-US/./download') ON CONFLICT DO NOTHING");
    expect((await getUrl('OldPage1')).json()).toEqual({ code: 'OldPage1', url: '/m/en-US/download' });
  });

  it('answers an unknown or malformed code with 404 E404_SHORT_LINK', async () => {
    for (const code of ['ZZZZZZZZ', 'short', 'not-a-code-at-all']) {
      const missing = await getUrl(code);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorList[0]).toEqual({ errorCode: 'E404_SHORT_LINK', errorMessage: 'This short link does not exist.' });
    }
  });

  it('bounds the links one client may make a minute, so anonymous clients cannot grow them without bound', async () => {
    const make = (n: number, remoteAddress: string) =>
      portal.app.inject({ method: 'POST', url: '/api/link/generate', remoteAddress, payload: { accessUrl: `/m/en-US/news?n=${n}` } });
    for (let n = 0; n < LINKS_PER_MINUTE; n += 1) expect((await make(n, '203.0.113.60')).statusCode).toBe(200);
    const refused = await make(LINKS_PER_MINUTE, '203.0.113.60');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorList[0].errorCode).toBe('E429_TOO_MANY_REQUESTS');
    expect((await make(LINKS_PER_MINUTE, '203.0.113.61')).statusCode).toBe(200);
  });
});
