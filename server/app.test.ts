import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loginAs } from './auth/testing/login.js';
import { testDatabases } from './db/testing/databases.js';
import { openTestApp, type TestApp } from './testing/app.js';
import { SHARED_CACHE_CONTROL } from './page-configs/home-page/routes.js';

const INDEX_HTML =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div><script type="module" src="/assets/index-3f9a1c.js"></script></body></html>';

function builtFrontEnd(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'media'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js'), 'console.log("portal");');
  writeFileSync(join(dir, 'media', 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What scripts/precompress-plugin.ts writes beside the build's files.
  for (const file of ['index.html', join('assets', 'index-3f9a1c.js')]) {
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(readFileSync(join(dir, file))));
  }
  return dir;
}

describe.each(testDatabases)('the portal server on $name', (kind) => {
  let portal: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = builtFrontEnd();
    portal = await openTestApp(kind, { staticDir });
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers /healthz once the database answers', async () => {
    const response = await portal.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  describe('errors, always in the spec shape', () => {
    it('answers 404 E404_NOT_FOUND for an unknown API path', async () => {
      for (const url of ['/b2bshop/api/nothing', '/api/link/getUrl', '/member/api/nothing/self']) {
        const response = await portal.app.inject(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errorList: [{ errorCode: 'E404_NOT_FOUND', errorMessage: `Route GET ${url} not found.` }] });
      }
    });

    it('answers 400 E400_MALFORMED_BODY for a body that is not JSON', async () => {
      const response = await portal.app.inject({
        method: 'POST',
        url: '/api/link/generate',
        headers: { 'content-type': 'application/json' },
        payload: '{"accessUrl": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errorList: [{ errorCode: 'E400_MALFORMED_BODY', errorMessage: 'The request body is not valid JSON.' }] });
    });

    it('answers 413 E413_BODY_TOO_LARGE for a body over 1 MiB', async () => {
      const response = await portal.app.inject({
        method: 'POST',
        url: '/api/link/generate',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ accessUrl: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().errorList[0].errorCode).toBe('E413_BODY_TOO_LARGE');
    });
  });

  describe('headers', () => {
    it('sends a Content-Security-Policy for the app’s own code, inline styles, data:/blob: images and its own socket', async () => {
      const csp = String((await portal.app.inject('/healthz')).headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("object-src 'none'");
    });

    it('counts requests against a generous per-client rate limit', async () => {
      const response = await portal.app.inject('/healthz');
      expect(response.headers['x-ratelimit-limit']).toBe('600');
    });

    it('compresses a large reply for a client that accepts gzip', async () => {
      const response = await portal.app.inject({
        url: '/b2bshop/api/pageConfigs/public/mobile-home?lang=en-US',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
    });
  });

  describe('the built front end', () => {
    it('redirects / to the Chinese mobile home page for a client that names no language', async () => {
      const response = await portal.app.inject('/');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/m/zh-CN/');
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
    });

    it.each([
      ['/', { 'accept-language': 'en-US,en;q=0.9' }, '/m/en-US/'],
      ['/', { 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.5' }, '/m/zh-CN/'],
      ['/', { 'accept-language': 'de-DE' }, '/m/en-US/'],
      ['/', { 'accept-language': 'en-US', cookie: 'portal_lang=zh-CN' }, '/m/zh-CN/'],
      ['/m', { 'accept-language': 'en' }, '/m/en-US/'],
      [
        '/m/pages/%E5%85%B3%E4%BA%8E%E6%88%91%E4%BB%AC?from=footer',
        { 'accept-language': 'en' },
        '/m/en-US/pages/%E5%85%B3%E4%BA%8E%E6%88%91%E4%BB%AC?from=footer',
      ],
      ['/m/customPages/sitemap', { cookie: 'portal_lang=en-US' }, '/m/en-US/customPages/sitemap'],
      ['/pages/%E9%9A%90%E7%A7%81', { 'accept-language': 'zh' }, '/m/zh-CN/pages/%E9%9A%90%E7%A7%81'],
    ])('redirects %s to the visitor’s language (%o) as %s (issue 29)', async (url, headers, location) => {
      const response = await portal.app.inject({ url, headers });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
    });

    it.each(['/m/zh-CN/search?keyword=tea', '/m/en-US/customPages/help', '/b2bshop/en-US/index'])(
      'answers the page route %s with index.html and its head, not cached',
      async (url) => {
        const response = await portal.app.inject(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root"></div><script type="module" src="/assets/index-3f9a1c.js"></script>');
        expect(response.body).toContain('<meta property="og:title"');
      },
    );

    it.each(['en-US', 'zh-CN'] as const)('answers the home page /m/%s/ with its live configuration inlined', async (lang) => {
      const response = await portal.app.inject(`/m/${lang}/`);
      expect(response.statusCode).toBe(200);
      // Every visitor without a session gets this page: a shared cache may keep it briefly (issue 30).
      expect(response.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
      const inlined = /<script type="application\/json" id="initial-page-config">(.*?)<\/script>/.exec(response.body)?.[1];
      const api = await portal.app.inject(`/b2bshop/api/pageConfigs/public/mobile-home?lang=${lang}`);
      expect(JSON.parse(inlined ?? 'null')).toEqual(api.json());
    });

    it.each(['en-US', 'zh-CN'] as const)('leaves the message catalog out of /m/%s/: the browser fetches its cached file', async (lang) => {
      const response = await portal.app.inject(`/m/${lang}/`);
      const inlined = Array.from(response.body.matchAll(/<script type="application\/json" id="([^"]+)">/g), (match) => match[1]);
      expect(inlined).toEqual(['initial-page-config', 'initial-login-status']);
    });

    it('answers an unchanged home page with 304 to its ETag, and a changed one in full', async () => {
      const first = await portal.app.inject('/m/en-US/');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await portal.app.inject({ url: '/m/en-US/', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const { cookie } = await loginAs(portal.app, 'member@demo.fair');
      const loggedIn = await portal.app.inject({ url: '/m/en-US/', headers: { 'if-none-match': etag, cookie } });
      expect(loggedIn.statusCode).toBe(200);
      expect(loggedIn.headers.etag).not.toBe(etag);
    });

    it("sends a home page asked for again in brotli's smallest form, with the same page in it", async () => {
      const get = () => portal.app.inject({ url: '/m/zh-CN/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const first = await get();
      expect(first.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(first.rawPayload);
      const smallest = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }).length;
      let again = first;
      for (let tries = 0; tries < 100 && again.rawPayload.length !== smallest; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await get();
      }
      expect(again.rawPayload.length).toBe(smallest);
      expect(again.headers['content-encoding']).toBe('br');
      expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(brotliDecompressSync(again.rawPayload)).toEqual(html);
    });

    it("inlines in the home page the login status of the request's session", async () => {
      const loginStatusIn = (body: string) =>
        JSON.parse(/<script type="application\/json" id="initial-login-status">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');
      expect(loginStatusIn((await portal.app.inject('/m/en-US/')).body)).toEqual({ isAuthenticated: false });
      const { cookie } = await loginAs(portal.app, 'member@demo.fair');
      const page = await portal.app.inject({ url: '/m/en-US/', headers: { cookie } });
      const api = await portal.app.inject({ url: '/api/auth/login/userinfo/public', headers: { cookie } });
      expect(loginStatusIn(page.body)).toEqual(api.json());
      expect(api.json()).toMatchObject({ isAuthenticated: true, userType: 'MEMBER' });
    });

    it('serves hashed assets as immutable for a year', async () => {
      const response = await portal.app.inject('/assets/index-3f9a1c.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it("serves hashed assets with a file's headers only, the document's policies on the page", async () => {
      const asset = await portal.app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'br' } });
      expect(Object.keys(asset.headers).sort()).toEqual(
        [
          'cache-control',
          'connection',
          'content-encoding',
          'content-length',
          'content-type',
          'cross-origin-resource-policy',
          'date',
          'etag',
          'vary',
          'x-content-type-options',
        ].sort(),
      );
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      const revalidated = await portal.app.inject({
        url: '/assets/index-3f9a1c.js',
        headers: { 'accept-encoding': 'br', 'if-none-match': String(asset.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['content-security-policy']).toBeUndefined();
      const page = await portal.app.inject('/m/en-US/customPages/help');
      for (const header of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'referrer-policy'])
        expect(page.headers[header]).toBeDefined();
      // Any other file keeps them: an SVG opened by itself is a document.
      expect((await portal.app.inject('/media/banner.svg')).headers['content-security-policy']).toBeDefined();
    });

    it("sends the build's brotli copy to a browser that takes it, cached as the original", async () => {
      const asset = await portal.app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log("portal");');
      const page = await portal.app.inject({ url: '/m/en-US/customPages/help', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
    });

    it('serves other files with a short cache', async () => {
      const response = await portal.app.inject('/media/banner.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    });

    it('answers 404 in the error shape for a missing asset and a missing API path, not the page', async () => {
      for (const url of ['/assets/index-000000.js', '/b2bshop/api/missing']) {
        const response = await portal.app.inject(url);
        expect(response.statusCode).toBe(404);
        expect(response.json().errorList[0].errorCode).toBe('E404_NOT_FOUND');
      }
    });
  });
});

describe.each(testDatabases)('/healthz on $name without a database', (kind) => {
  it('answers 503 E503_DATABASE_UNAVAILABLE', async () => {
    const database = await kind.open();
    const app = await buildApp({ db: database.db, loadShedding: false });
    await database.dispose();
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json().errorList[0].errorCode).toBe('E503_DATABASE_UNAVAILABLE');
    await app.close();
  });
});
