import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateNewsArticle, validateNewsArticlePage } from '../../common/generated/validators.js';
import { SEED_DIR } from '../db/seed-files.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { createArticleRepository } from './article-repository.js';
import { readSeedNews } from './seed-news.js';

/** The news links of the seeded home pages: /m/{lang}/news/{slug}. */
function homePageNewsLinks(): { language: string; slug: string }[] {
  return ['en-US', 'zh-CN'].flatMap((language) => {
    const text = readFileSync(join(SEED_DIR, `page-configs.mobile-home.${language}.json`), 'utf8');
    return [...text.matchAll(/\/m\/(en-US|zh-CN)\/news\/([a-z0-9-]+)/g)].map(([, linkLanguage = '', slug = '']) => ({ language: linkLanguage, slug }));
  });
}

describe.each(testDatabases)('the news centre on $name (issue 9)', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const get = (url: string, language = 'en-US') => portal.app.inject({ url, headers: { 'x-user-lan': language } });
  const seed = readSeedNews();
  const perLanguage = seed.series.length * seed.sectors.length + seed.stories.length;

  it("lists a language's published articles a page at a time, zero-based, the latest first", async () => {
    const first = await get('/b2bshop/api/news/articles?lang=en-US&size=10&page=0');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(validateNewsArticlePage(page), JSON.stringify(validateNewsArticlePage.errors)).toBe(true);
    expect(page.page).toEqual({ size: 10, number: 0, totalElements: perLanguage, totalPages: Math.ceil(perLanguage / 10) });
    expect(page.articles).toHaveLength(10);
    const times = page.articles.map((article: { publishTime: string }) => article.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.articles.every((article: { language: string }) => article.language === 'en-US')).toBe(true);

    const last = (await get(`/b2bshop/api/news/articles?lang=en-US&size=10&page=${page.page.totalPages - 1}`)).json();
    expect(last.articles).toHaveLength(perLanguage % 10 || 10);
    const past = (await get(`/b2bshop/api/news/articles?lang=en-US&size=10&page=${page.page.totalPages}`)).json();
    expect(past).toMatchObject({ articles: [], page: { totalElements: perLanguage, number: page.page.totalPages } });
  });

  it('holds at least a dozen articles of each category in each language, and filters by category', async () => {
    for (const language of ['en-US', 'zh-CN']) {
      for (const category of ['FAIR_NEWS', 'MEDIA_COVERAGE', 'MORNING_BROADCAST', 'NOTICE', 'PRESS_INVITATION', 'TEXT_REPORT', 'VIDEO_REPORT']) {
        const page = (await get(`/b2bshop/api/news/articles?lang=${language}&category=${category}&size=100`)).json();
        expect(page.page.totalElements, `${language} ${category}`).toBeGreaterThanOrEqual(12);
        expect(page.articles.every((article: { category: string }) => article.category === category)).toBe(true);
      }
    }
    const videos = (await get('/b2bshop/api/news/articles?lang=zh-CN&category=VIDEO_REPORT&size=100')).json();
    expect(videos.articles.every((article: { kind: string }) => article.kind === 'VIDEO')).toBe(true);
    expect(videos.articles[0].title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses an unknown category or a page size out of range with 400', async () => {
    expect((await get('/b2bshop/api/news/articles?lang=en-US&category=GOSSIP')).statusCode).toBe(400);
    expect((await get('/b2bshop/api/news/articles?lang=en-US&size=0')).statusCode).toBe(400);
  });

  it("has every article the home page links to, in the link's language", async () => {
    const links = homePageNewsLinks();
    expect(links.length).toBeGreaterThanOrEqual(12);
    for (const { language, slug } of links) {
      const response = await get(`/b2bshop/api/news/articles/${slug}?lang=${language}`, language);
      expect(response.statusCode, `${language} ${slug}`).toBe(200);
      const article = response.json();
      expect(validateNewsArticle(article), JSON.stringify(validateNewsArticle.errors)).toBe(true);
      expect(article).toMatchObject({ slug, language });
    }
  });

  it('answers an article with its sanitised body, attachments, video and invitation', async () => {
    const story = (await get('/b2bshop/api/news/articles/autumn-session-press-briefing?lang=zh-CN', 'zh-CN')).json();
    expect(story).toMatchObject({ category: 'PRESS_INVITATION', kind: 'ARTICLE', video: null, invitationId: 'closing-press-conference' });
    expect(story.title).toBe('秋季展新闻发布会召开，媒体注册通道同步开放');
    expect(story.attachments).toEqual([{ name: '新闻发布会图片', url: '/media/news-and-events/media-briefing.svg' }]);
    const video = (await get('/b2bshop/api/news/articles/smart-kitchens-video?lang=en-US')).json();
    expect(video).toMatchObject({ kind: 'VIDEO', video: { url: '/media/friends/smart-appliances.mp4', posterUrl: '/media/friends/smart-appliances.svg' } });
  });

  it('answers an unknown slug, and a draft, with 404 E404_NEWS_ARTICLE in the error shape', async () => {
    const missing = await get('/b2bshop/api/news/articles/no-such-story?lang=en-US');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errorList: [{ errorCode: 'E404_NEWS_ARTICLE', errorMessage: 'This article does not exist or is not published.' }] });
    expect((await get('/b2bshop/api/news/articles/no-such-story?lang=zh-CN', 'zh-CN')).json().errorList[0].errorMessage).toBe('该文章不存在或尚未发布。');

    const articles = createArticleRepository(portal.db);
    const draft = await articles.findPublished('en-US', 'first-week-turnover');
    if (!draft) throw new Error('the seed has first-week-turnover');
    await articles.setStatus(draft.id, 'DRAFT', 'test');
    expect((await get('/b2bshop/api/news/articles/first-week-turnover?lang=en-US')).statusCode).toBe(404);
    expect((await get('/b2bshop/api/news/articles/first-week-turnover?lang=zh-CN')).statusCode).toBe(200);
    await articles.setStatus(draft.id, 'PUBLISHED', 'test');
    expect((await get('/b2bshop/api/news/articles/first-week-turnover?lang=en-US')).statusCode).toBe(200);
  });
});
