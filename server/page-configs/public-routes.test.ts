import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { createPageConfigRepository } from './repository.js';

const PATH = '/b2bshop/api/pageConfigs/public';

describe.each(testDatabases)('GET /b2bshop/api/pageConfigs/public/:page on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const get = (url: string, headers: Record<string, string> = {}) => portal.app.inject({ method: 'GET', url, headers });

  it.each(['en-US', 'zh-CN'] as const)('answers the live %s configuration with its stored version, an ETag and no-cache', async (lang) => {
    const response = await get(`${PATH}/mobile-home?lang=${lang}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const body = response.json();
    expect(body).toMatchObject({ page: 'mobile-home', language: lang, version: 1, industrySite: { id: '1001' } });
    expect(body.orderingSlots.length).toBeGreaterThan(0);
  });

  it('answers 304 with no body when If-None-Match names the current ETag (also weak, or in a list)', async () => {
    const { etag } = (await get(`${PATH}/mobile-home?lang=en-US`)).headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get(`${PATH}/mobile-home?lang=en-US`, { 'if-none-match': ifNoneMatch });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get(`${PATH}/mobile-home?lang=en-US`, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('compresses the configuration for Accept-Encoding %j as %s, the same JSON as uncompressed', async (acceptEncoding, encoding, decode) => {
    const plain = await get(`${PATH}/mobile-home?lang=en-US`, { 'accept-encoding': 'identity' });
    const compressed = await get(`${PATH}/mobile-home?lang=en-US`, { 'accept-encoding': acceptEncoding });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(decode(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('gives each language its own ETag', async () => {
    const en = await get(`${PATH}/mobile-home?lang=en-US`);
    const zh = await get(`${PATH}/mobile-home?lang=zh-CN`);
    expect(en.headers.etag).not.toBe(zh.headers.etag);
  });

  it.each([
    ['without lang', `${PATH}/mobile-home`, 'querystring.lang is required'],
    ['with a language that is not offered', `${PATH}/mobile-home?lang=fr-FR`, 'querystring.lang must be one of: en-US, zh-CN'],
  ])('answers 400 in the error shape %s', async (_case, url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorList: [{ errorCode: 'E400_VALIDATION', errorMessage: message }] });
  });

  it('answers 404 E404_PAGE_CONFIG for a page that has no configuration', async () => {
    const response = await get(`${PATH}/mobile-search?lang=en-US`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorList[0].errorCode).toBe('E404_PAGE_CONFIG');
  });

  it('serves a direct edit of the stored document on the next request, with a new ETag', async () => {
    const before = await get(`${PATH}/mobile-home?lang=en-US`);
    await portal.db.query(
      `UPDATE page_config_versions
          SET document = jsonb_set(document, '{sectionConfigs,SYSTEMNOTICE,subsiteName}', '"Notices"')
        WHERE page = 'mobile-home' AND language = 'en-US' AND version = 1`,
    );
    const after = await get(`${PATH}/mobile-home?lang=en-US`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().sectionConfigs.SYSTEMNOTICE.subsiteName).toBe('Notices');
  });

  it('serves the version the live pointer names, so publishing and rolling back change the reply', async () => {
    const repository = createPageConfigRepository(portal.db);
    const v1 = (await get(`${PATH}/mobile-home?lang=zh-CN`)).json();
    await repository.insertVersion({ page: 'mobile-home', language: 'zh-CN', version: 2, document: { ...v1, flagMask: 3 }, createdBy: 'test' });
    await repository.setLive('mobile-home', 'zh-CN', 2);
    const published = await get(`${PATH}/mobile-home?lang=zh-CN`);
    expect(published.json()).toMatchObject({ version: 2, flagMask: 3 });

    await repository.setLive('mobile-home', 'zh-CN', 1);
    const rolledBack = await get(`${PATH}/mobile-home?lang=zh-CN`);
    expect(rolledBack.json()).toMatchObject({ version: 1, flagMask: v1.flagMask });
    expect(rolledBack.headers.etag).not.toBe(published.headers.etag);
  });
});
