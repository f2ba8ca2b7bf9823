import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';

const INDEX_HTML = [
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Default." />',
  '<title>Global Trade Fair</title></head>',
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
].join('\n');

const ORIGIN = 'https://fair.example';

/** The content of the head's `<meta property|name="key">`, each of them. */
function metaOf(html: string, key: string): string[] {
  return Array.from(html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`, 'g')), (match) => match[1] ?? '');
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.each(testDatabases)('page status codes and heads on $name (issue 29)', (kind) => {
  let portal: TestApp;
  let staticDir: string;
  const publicOrigin = process.env.PUBLIC_ORIGIN;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
    process.env.PUBLIC_ORIGIN = ORIGIN;
    portal = await openTestApp(kind, { staticDir });
  });
  afterAll(async () => {
    if (publicOrigin === undefined) delete process.env.PUBLIC_ORIGIN;
    else process.env.PUBLIC_ORIGIN = publicOrigin;
    await portal?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => portal.app.inject({ url, headers });

  it.each([
    '/m/en-US/no-such-page',
    '/m/zh-CN/shops/no-such-shop',
    '/m/en-US/shops/pearl-river-tools/listedProducts/no-such-product',
    '/m/en-US/news/no-such-article',
    '/m/en-US/catalog/detail/no-such-catalog',
    '/m/en-US/pages/no-such-page',
    '/m/en-US/customPages/noSuchPage',
    '/m/en-US/eventShows/999999',
    '/m/en-US/lives/no-such-live',
  ])('answers %s 404 with the app (its not-found page) and a head search engines leave out', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
    expect(metaOf(response.body, 'robots')).toEqual(['noindex']);
    expect(metaOf(response.body, 'og:title')).toEqual([]);
    expect(titleOf(response.body)).toMatch(/^(Page not found \| Global Trade Fair|.+ \| 全球贸易博览会)$/);
  });

  it('answers 410 for a product its exhibitor took off show, 200 while it is on', async () => {
    const url = '/m/en-US/shops/pearl-river-tools/listedProducts/prd-3001';
    expect((await get(url)).statusCode).toBe(200);
    await portal.db.query("UPDATE listed_products SET listed = false WHERE id = 'prd-3001'");
    try {
      const gone = await get(url);
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain('<div id="root"></div>');
    } finally {
      await portal.db.query("UPDATE listed_products SET listed = true WHERE id = 'prd-3001'");
    }
  });

  it("titles a product's page with its name, in the page's language, with its picture to share", async () => {
    const [en, zh] = await Promise.all(['en-US', 'zh-CN'].map((lang) => get(`/m/${lang}/shops/pearl-river-tools/listedProducts/prd-3001`)));
    expect(titleOf(en?.body ?? '')).toBe('Cordless Drill 20V | Global Trade Fair');
    expect(titleOf(zh?.body ?? '')).toBe('20V 无线电钻 | 全球贸易博览会');
    expect(en?.body).toContain('<html lang="en-US">');
    expect(zh?.body).toContain('<html lang="zh-CN">');
    expect(metaOf(en?.body ?? '', 'og:title')).toEqual(['Cordless Drill 20V']);
    expect(metaOf(en?.body ?? '', 'og:type')).toEqual(['product']);
    expect(metaOf(en?.body ?? '', 'og:image')).toEqual([`${ORIGIN}/catalog/products/prd-3001.svg`]);
    expect(metaOf(en?.body ?? '', 'og:url')).toEqual([`${ORIGIN}/m/en-US/shops/pearl-river-tools/listedProducts/prd-3001`]);
    expect(metaOf(en?.body ?? '', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaOf(en?.body ?? '', 'og:description')[0]).toContain('Pearl River');
    expect(en?.body).toContain(`<link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/m/zh-CN/shops/pearl-river-tools/listedProducts/prd-3001" />`);
    expect(en?.body).toContain(`<link rel="alternate" hreflang="en-US" href="${ORIGIN}/m/en-US/shops/pearl-river-tools/listedProducts/prd-3001" />`);
    // One description: the template's is replaced, not repeated.
    expect(metaOf(en?.body ?? '', 'description')).toHaveLength(1);
  });

  it("titles a shop with the exhibitor's name and a news article with its title, summary and cover", async () => {
    const shop = await get('/m/en-US/shops/pearl-river-tools');
    expect(titleOf(shop.body)).toBe('Pearl River Tools Manufacturing Co., Ltd. | Global Trade Fair');
    expect(metaOf(shop.body, 'description')[0]).toMatch(/^Founded in Guangzhou in 1998/);
    const [article] = await portal.db.query<{ slug: string; title: string; summary: string; cover: string }>(
      `SELECT slug, title, summary, cover_url AS cover FROM news_articles WHERE language = 'zh-CN' AND status = 'PUBLISHED' AND publish_time <= now() ORDER BY publish_time LIMIT 1`,
    );
    if (!article) throw new Error('the seed has no published zh-CN article');
    const page = await get(`/m/zh-CN/news/${article.slug}`);
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe(`${article.title} | 全球贸易博览会`.replace(/&/g, '&amp;'));
    expect(metaOf(page.body, 'og:type')).toEqual(['article']);
    expect(metaOf(page.body, 'og:image')[0]).toContain(article.cover.replace(/^\//, ''));
  });

  it('titles the portal’s own pages from its messages, and the footer’s content pages when they are live', async () => {
    expect(titleOf((await get('/m/en-US/search?keyword=tea')).body)).toBe('Search results | Global Trade Fair');
    expect(titleOf((await get('/m/zh-CN/news')).body)).toMatch(/ \| 全球贸易博览会$/);
    const about = await get('/m/en-US/pages/%E5%85%B3%E4%BA%8E%E6%88%91%E4%BB%AC');
    expect(about.statusCode).toBe(200);
    expect(titleOf(about.body)).toBe('About us | Global Trade Fair');
    const form = await get('/m/en-US/customPages/foreignCreateEnterprise');
    expect(form.statusCode).toBe(200);
  });

  it('keeps hostile text in a path as data: no tag, no replacement pattern', async () => {
    const response = await get('/m/en-US/search?keyword=%22%3E%3Cscript%3Ealert(1)%3C/script%3E$%27$%26');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(metaOf(response.body, 'og:url')[0]).toContain('%3Cscript%3E');
    // A path that is not even percent-encoded right is the framework's 400, in the error shape.
    const malformed = await get('/m/en-US/shops/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorList).toHaveLength(1);
  });

  it("shows an employee's preview of a page not yet live (the operator page's frame), to no one else", async () => {
    const url = '/m/en-US/pages/not-live-yet?preview=draft-1';
    expect((await get(url)).statusCode).toBe(404);
    const { cookie } = await loginAs(portal.app, 'employee@demo.fair');
    const preview = await get(url, { cookie });
    expect(preview.statusCode).toBe(200);
    expect(metaOf(preview.body, 'robots')).toEqual(['noindex']);
  });

  it("asks search engines to leave out a visitor's own pages", async () => {
    const response = await get('/m/member/usercenter/index');
    expect(response.statusCode).toBe(200);
    expect(metaOf(response.body, 'robots')).toEqual(['noindex']);
  });

  it.each([
    ['/en-US/customPages/registerSuccess', {}, '/m/en-US/customPages/registerSuccess'],
    ['/en-US', {}, '/m/en-US/'],
    ['/m/fr-FR/news', { 'accept-language': 'en' }, '/m/zh-CN/news'],
    ['/no-such-page?x=1', { 'accept-language': 'zh' }, '/m/zh-CN/no-such-page?x=1'],
    ['/m/fr-FR/', { cookie: 'portal_lang=en-US' }, '/m/zh-CN/'],
  ])('sends %s where the app would (%o): %s', async (url, headers, location) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('answers a missing file 404 in the error shape, not a page', async () => {
    const response = await get('/apple-touch-icon.png');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorList[0].errorCode).toBe('E404_NOT_FOUND');
  });

  it('gives the home page its head in its language, with the x-default address', async () => {
    const response = await get('/m/en-US/');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Global Trade Fair');
    expect(metaOf(response.body, 'og:locale')).toEqual(['en_US']);
    expect(response.body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/" />`);
  });

  it('lists the public pages in sitemaps, each address with its other language, and names them in robots.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /work/');
    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/products-1.xml</loc>`);
    const pages = (await get('/sitemaps/pages.xml')).body;
    expect(pages).toContain(`<loc>${ORIGIN}/m/en-US/</loc>`);
    expect(pages).toContain(`<loc>${ORIGIN}/m/zh-CN/pages/%E5%85%B3%E4%BA%8E%E6%88%91%E4%BB%AC</loc>`);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/shops-1.xml</loc>`);
    const shops = (await get('/sitemaps/shops-1.xml')).body;
    expect(shops).toContain(`<loc>${ORIGIN}/m/en-US/shops/pearl-river-tools</loc>`);
    expect(shops).toContain(`hreflang="zh-CN" href="${ORIGIN}/m/zh-CN/shops/pearl-river-tools"`);
    expect(pages).not.toContain('/shops/');
    expect(pages).not.toContain('login/mall/index');
    const products = (await get('/sitemaps/products-1.xml')).body;
    expect(products).toContain(`<loc>${ORIGIN}/m/zh-CN/shops/pearl-river-tools/listedProducts/prd-3001</loc>`);
    expect(products).toContain(`hreflang="en-US" href="${ORIGIN}/m/en-US/shops/pearl-river-tools/listedProducts/prd-3001"`);
    expect((await get('/sitemaps/products-99.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/shops-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
  });

  it('leaves every address of the sitemaps answering 200', async () => {
    const pages = (await get('/sitemaps/pages.xml')).body + (await get('/sitemaps/shops-1.xml')).body;
    const paths = Array.from(pages.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => (match[1] ?? '').slice(ORIGIN.length).replace(/&amp;/g, '&'));
    expect(paths.length).toBeGreaterThan(20);
    const failed: string[] = [];
    for (const path of paths) {
      const response = await get(path);
      if (response.statusCode !== 200) failed.push(`${path} ${response.statusCode}`);
    }
    expect(failed).toEqual([]);
  });
});
