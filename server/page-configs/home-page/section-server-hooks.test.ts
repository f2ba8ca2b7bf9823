// Issue 26: the server knows no section. It asks the render's entry what the page's sections need (their server
// hooks), makes the calls they name through its own routes and inlines the replies by query key, and preloads the
// images they name. A stand-in entry names the calls here; the real sections' hooks are tested in their folders
// and on the built portal (tests/e2e/first-screen.e2e.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announcementQuery, ANNOUNCEMENTS_PATH } from '../../../common/announcement-query.js';
import { replyKeyOf } from '../../../common/inlined-data.js';
import { serializeQuery } from '../../../common/query-string.js';
import { nowAsWallTime } from '../../../common/wall-time.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>Portal</title></head><body><div id="root"><!--boot-shell--><div class="boot-shell"></div><!--/boot-shell--></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>';

/** A render entry whose page has sections asking for the announcements, a call that fails, and two images. */
const ENTRY = `
export async function firstScreenNeeds(pageConfig, language) {
  return {
    calls: [
      { queryKey: ['announcements', 'HOMEPAGE', language, pageConfig.industrySite.id], path: '${ANNOUNCEMENTS_PATH}', query: globalThis.announcementQueryOf(language) },
      { queryKey: ['missing'], path: '/b2bshop/api/no-such-thing', query: {} },
      { queryKey: ['elsewhere'], path: '//evil.example/x', query: {} },
    ],
    preloadImages: ['/media/banners/' + language + '/1.svg', 'https://elsewhere.example/2.png'],
  };
}
export async function renderFirstScreen({ data }) {
  return { html: '<main data-replies="' + Object.keys(data.queryReplies ?? {}).length + '">Fair</main>', sectionDataChecks: {} };
}
`;

function builtFrontEndWithRender(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  for (const folder of ['assets', '.ssr', '.vite']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'assets', 'index.js'), '');
  writeFileSync(join(dir, '.ssr', 'entry-server.js'), ENTRY);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }));
  return dir;
}

describe.each(testDatabases)("the home page on $name: the sections' server hooks", (kind) => {
  let portal: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    (globalThis as { announcementQueryOf?: unknown }).announcementQueryOf = (language: 'en-US' | 'zh-CN') => ({
      ...announcementQuery({ displayPage: 'HOMEPAGE', language }, nowAsWallTime()),
    });
    staticDir = builtFrontEndWithRender();
    portal = await openTestApp(kind, { staticDir });
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(staticDir, { recursive: true, force: true });
    delete (globalThis as { announcementQueryOf?: unknown }).announcementQueryOf;
  });

  it.each(['en-US', 'zh-CN'] as const)('inlines in /m/%s/ the replies to the calls they name, by query key, as the API gives them', async (lang) => {
    const response = await portal.app.inject(`/m/${lang}/`);
    expect(response.statusCode).toBe(200);
    const replies = JSON.parse(/<script type="application\/json" id="initial-query-replies">(.*?)<\/script>/.exec(response.body)?.[1] ?? 'null');
    const api = await portal.app.inject({
      url: `${ANNOUNCEMENTS_PATH}?${serializeQuery({ ...announcementQuery({ displayPage: 'HOMEPAGE', language: lang }, nowAsWallTime()) })}`,
    });
    const { industrySite } = (await portal.app.inject(`/b2bshop/api/pageConfigs/public/mobile-home?lang=${lang}`)).json();
    // The failing call and the call elsewhere are left out: the browser makes them.
    expect(replies).toEqual({ [replyKeyOf(['announcements', 'HOMEPAGE', lang, industrySite.id])]: api.json() });
    expect(api.json()._embedded['b2b:siteAnnouncements'].length).toBeGreaterThan(0);
    // The render had them too.
    expect(response.body).toContain('<main data-replies="1">Fair</main>');
  });

  it('preloads the images they name that are paths of this site', async () => {
    const response = await portal.app.inject('/m/en-US/');
    expect(response.body).toContain('<link rel="preload" as="image" href="/media/banners/en-US/1.svg" fetchpriority="high" />');
    expect(response.body).not.toContain('elsewhere.example');
  });
});

describe("the home page's calls for its sections, made for the visitor", () => {
  let portal: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    vi.stubEnv('RATE_LIMIT_MAX', '2');
    (globalThis as { announcementQueryOf?: unknown }).announcementQueryOf = (language: 'en-US' | 'zh-CN') => ({
      ...announcementQuery({ displayPage: 'HOMEPAGE', language }, nowAsWallTime()),
    });
    staticDir = builtFrontEndWithRender();
    portal = await openTestApp(testDatabases[0]!, { staticDir });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await portal?.close();
    rmSync(staticDir, { recursive: true, force: true });
    delete (globalThis as { announcementQueryOf?: unknown }).announcementQueryOf;
  });

  const inlinedReplies = async (remoteAddress: string) =>
    /id="initial-query-replies">(.*?)<\/script>/.exec((await portal.app.inject({ url: '/m/en-US/', remoteAddress })).body)?.[1];

  it("count against the visitor's API budget, not the server's own", async () => {
    for (let call = 0; call < 2; call += 1) await portal.app.inject({ url: `${ANNOUNCEMENTS_PATH}?unbox=true`, remoteAddress: '203.0.113.9' });
    // That visitor's budget is spent: the page comes without the reply, and the browser's own call will be told 429.
    expect(await inlinedReplies('203.0.113.9')).toBeUndefined();
    expect(await inlinedReplies('203.0.113.10')).toContain('announcements');
  });
});
