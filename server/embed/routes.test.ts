import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEmbedAllowedOrigins } from '../../common/generated/validators.js';
import { DEFAULT_EMBED_ALLOWED_ORIGINS } from '../config/embed-config.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';

// The route reads no table: one database is enough.
const [pglite] = testDatabases;

describe('the embedded pages on the server (issue 8)', () => {
  let portal: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'portal-spa-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    portal = await openTestApp(pglite!, { staticDir });
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('tells the browser the allow-list, and the CSP frames exactly those origins', async () => {
    const reply = await portal.app.inject('/api/embed/allowedOrigins');
    expect(reply.statusCode).toBe(200);
    expect(validateEmbedAllowedOrigins(reply.json())).toBe(true);
    expect(reply.json()).toEqual({ origins: DEFAULT_EMBED_ALLOWED_ORIGINS });
    expect(String(reply.headers['content-security-policy'])).toContain(`frame-src 'self' ${DEFAULT_EMBED_ALLOWED_ORIGINS.join(' ')};`);
  });

  it.each([
    '/embeddedpage/index?url=https%3A%2F%2Fapp.globaltradefair.example%2F',
    '/embeddedpageh5/index/edit/42?menu=1&url=x',
    '/b2bshop/en-US/index',
    '/b2bshop/zh-CN/index/industrySites/1002',
    '/b2bshop/en-US/index/miniProg/industrySites/1003',
    '/m/en-US/detailed',
    '/m/zh-CN/report',
    '/m/en-US/eventShows/1',
  ])('serves %s the single-page app', async (url) => {
    const reply = await portal.app.inject(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('<div id="root">');
  });
});
