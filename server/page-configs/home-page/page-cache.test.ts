// Issue 30: the home page kept for visitors without a session, through the server as a browser reaches it. The
// build here is a small stand-in whose server render names the announcements' call (as the system notice section
// does) and prints what it was given, and counts its renders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementQuery, ANNOUNCEMENTS_PATH } from '../../../common/announcement-query.js';
import type { Language } from '../../../common/language.js';
import { wallTimeOf } from '../../../common/wall-time.js';
import { buildApp } from '../../app.js';
import { loginAs, type TestLogin } from '../../auth/testing/login.js';
import { createRabbitMqBus } from '../../bus/rabbitmq-bus.js';
import { TEST_AMQP_URL, testExchange } from '../../bus/testing/amqp.js';
import type { NotificationBus } from '../../bus/notification-bus.js';
import { testDatabases, type TestDatabase } from '../../db/testing/databases.js';
import { STAMP_CHECK_INTERVAL_MS } from './rendered-page-cache.js';
import { SHARED_CACHE_CONTROL } from './routes.js';

const RENDER_COUNTER = '__homePageCacheTestRenders';

// The announcements' call as the system notice section makes it (common/announcement-query.ts), with its time and
// language filled in when the page is rendered.
const CALL_QUERY = JSON.stringify(announcementQuery({ displayPage: 'HOMEPAGE', language: '__LANGUAGE__' as Language }, '__NOW__'));

const SERVER_ENTRY = `
const wallNow = () => new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 19).replace('T', ' ');
export async function firstScreenNeeds(pageConfig, language) {
  const query = JSON.parse(${JSON.stringify(CALL_QUERY)}.replaceAll('__NOW__', wallNow()).replaceAll('__LANGUAGE__', language));
  return { calls: [{ queryKey: ['announcements', 'HOMEPAGE', language, '1001'], path: '${ANNOUNCEMENTS_PATH}', query }], preloadImages: [] };
}
export async function renderFirstScreen({ data }) {
  globalThis.${RENDER_COUNTER} = (globalThis.${RENDER_COUNTER} ?? 0) + 1;
  const titles = Object.values(data.queryReplies ?? {}).flatMap((reply) => reply._embedded['b2b:siteAnnouncements'].map((item) => item.title));
  return { html: '<ul>' + titles.map((title) => '<li>' + title + '</li>').join('') + '</ul><p>flagMask ' + data.pageConfig.flagMask + '</p>', sectionDataChecks: {} };
}
`;

function builtFrontEnd(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-page-cache-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    'index.html',
    '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"><!--boot-shell--><p>…</p><!--/boot-shell--></div><script type="module" src="/assets/index-1.js"></script></body></html>',
  );
  write('assets/index-1.js', 'console.log("portal");');
  write('.vite/manifest.json', JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }));
  write('.ssr/entry-server.js', SERVER_ENTRY);
  return dir;
}

const renders = () => ((globalThis as Record<string, unknown>)[RENDER_COUNTER] as number | undefined) ?? 0;

const announcement = (title: string, fromTime = '2026-01-01 00:00:00') => ({
  title,
  redirectType: 'NONE',
  fromTime,
  toTime: '2099-12-31 23:59:59',
  status: 'ACTIVE',
  displayPage: 'HOMEPAGE',
});

describe.each(testDatabases)('the home page kept for visitors on $name', (kind) => {
  let staticDir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let employee: TestLogin;

  beforeAll(async () => {
    staticDir = builtFrontEnd();
    database = await kind.openSeeded();
    app = await buildApp({ db: database.db, staticDir, loadShedding: false, homePageCacheMs: 600_000 });
    employee = await loginAs(app, 'employee@demo.fair');
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const visit = (url = '/m/en-US/', headers: Record<string, string> = {}) => app.inject({ url, headers });
  const addAnnouncement = async (title: string, fromTime?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/work/api/announcements?lang=en-US',
      payload: { document: announcement(title, fromTime) },
      headers: employee.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };

  it('renders once per language, and lets a shared cache keep it briefly', async () => {
    const first = await visit();
    const before = renders();
    const second = await visit();
    expect(renders()).toBe(before);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(second.body).toContain('<p>flagMask');
    expect((await visit('/m/en-US/', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const chinese = await visit('/m/zh-CN/');
    expect(chinese.body).toContain('<html lang="zh-CN">');
    expect(renders()).toBe(before + 1);
  });

  it('renders a logged-in visitor their own page, and never lets a shared cache keep an answer to a session cookie', async () => {
    await visit();
    const before = renders();
    const buyer = await loginAs(app, 'buyer@demo.fair');
    const own = await visit('/m/en-US/', { cookie: buyer.cookie });
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.body).toContain('"isAuthenticated":true');
    expect(renders()).toBe(before + 1);
    // A cookie of a session that is over: the visitors' page, kept, but still not for a shared cache.
    const ended = await visit('/m/en-US/', { cookie: 'portal_access=no-such-session' });
    expect(ended.headers['cache-control']).toBe('private, no-cache');
    expect(ended.body).toContain('"isAuthenticated":false');
    expect(renders()).toBe(before + 1);
  });

  it('renders anew for a page asked with a query or a preview, keeping nothing of it', async () => {
    await visit();
    const before = renders();
    const tagged = await visit('/m/en-US/?utm_source=newsletter');
    expect(tagged.headers['cache-control']).toBe('private, no-cache');
    expect(renders()).toBe(before + 1);
  });

  it("shows an announcement an operator adds, changes or removes on the next visitor's request", async () => {
    await visit();
    const id = await addAnnouncement('Hall 9 opens at noon');
    expect((await visit()).body).toContain('<li>Hall 9 opens at noon</li>');
    const changed = await app.inject({
      method: 'PUT',
      url: `/work/api/announcements/${id}`,
      payload: { document: announcement('Hall 9 opens at one') },
      headers: employee.headers,
    });
    expect(changed.statusCode).toBe(200);
    expect((await visit()).body).toContain('<li>Hall 9 opens at one</li>');
    expect((await app.inject({ method: 'DELETE', url: `/work/api/announcements/${id}`, headers: employee.headers })).statusCode).toBe(204);
    expect((await visit()).body).not.toContain('Hall 9');
  });

  it('shows a change of the live configuration within a second, whoever made it (here: straight in the database)', async () => {
    await visit();
    await database.db.query(
      `UPDATE page_config_versions v SET document = jsonb_set(v.document::jsonb, '{flagMask}', '123')
         FROM page_configs c WHERE c.page = v.page AND c.language = v.language AND c.live_version = v.version
          AND v.page = 'mobile-home' AND v.language = 'en-US'`,
    );
    // Within a second: a change no event reports is found by asking for the live stamp again.
    await expect.poll(async () => (await visit()).body, { timeout: STAMP_CHECK_INTERVAL_MS * 3, interval: 100 }).toContain('<p>flagMask 123</p>');
  });

  it("renders again when an announcement's window opens", async () => {
    const opensAt = Math.ceil((Date.now() + 1_200) / 1000) * 1000;
    await addAnnouncement('Doors open now', wallTimeOf(opensAt));
    expect((await visit()).body).not.toContain('Doors open now');
    await new Promise((resolve) => setTimeout(resolve, opensAt - Date.now() + 50));
    expect((await visit()).body).toContain('<li>Doors open now</li>');
  });
});

describe.each(testDatabases)('two instances on $name with one RabbitMQ', (kind) => {
  let staticDir: string;
  let database: TestDatabase;
  const buses: NotificationBus[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    staticDir = builtFrontEnd();
    database = await kind.openSeeded();
    const exchange = testExchange();
    for (let instance = 0; instance < 2; instance += 1) {
      const bus = await createRabbitMqBus({ url: TEST_AMQP_URL, exchange });
      buses.push(bus);
      apps.push(await buildApp({ db: database.db, bus, staticDir, loadShedding: false, homePageCacheMs: 600_000 }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const bus of buses) await bus.close();
    await database?.dispose();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("drops the other instance's kept page when an operator changes an announcement on one", async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    expect((await second.inject('/m/en-US/')).body).not.toContain('Shuttle buses');
    const employee = await loginAs(first, 'employee@demo.fair');
    const created = await first.inject({
      method: 'POST',
      url: '/work/api/announcements?lang=en-US',
      payload: { document: announcement('Shuttle buses every 10 minutes') },
      headers: employee.headers,
    });
    expect(created.statusCode).toBe(201);
    // The bus delivers in the background: the next request after it arrives shows the change.
    await expect
      .poll(async () => (await second.inject('/m/en-US/')).body, { timeout: 5_000, interval: 50 })
      .toContain('<li>Shuttle buses every 10 minutes</li>');
  });
});
