import { describe, expect, it } from 'vitest';
import { validateNewsArticleDocument } from '../../common/generated/validators.js';
import { readSeedNews } from './seed-news.js';
import { seedArticleDocuments } from './seed-articles.js';

describe('the seeded news articles', () => {
  const seed = readSeedNews();
  const documents = seedArticleDocuments(seed);

  it('are valid operator documents, one per slug and language, with no template left unfilled', () => {
    for (const document of documents) {
      expect(validateNewsArticleDocument(document), `${document.language} ${document.slug}: ${JSON.stringify(validateNewsArticleDocument.errors)}`).toBe(true);
      expect(`${document.title} ${document.summary} ${document.body}`).not.toMatch(/\{(sector|highlight|area)\}/);
    }
    const keys = documents.map((document) => `${document.language} ${document.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('write every story in both languages, and every series for every sector', () => {
    for (const language of ['en-US', 'zh-CN']) {
      expect(documents.filter((document) => document.language === language)).toHaveLength(seed.series.length * seed.sectors.length + seed.stories.length);
    }
    expect(documents.find((document) => document.language === 'zh-CN' && document.slug === 'fair-news-smart-appliances')).toMatchObject({
      title: '智能家电展区开展，参展企业数量创新高',
      publishTime: '2026-09-01 09:00:00',
    });
    expect(documents.find((document) => document.language === 'en-US' && document.slug === 'video-report-medical-devices')).toMatchObject({
      kind: 'VIDEO',
      video: { url: '/media/friends/smart-appliances.mp4' },
    });
  });

  it('have bodies as sanitised as an operator would have them', () => {
    const story = documents.find((document) => document.language === 'en-US' && document.slug === '2026-autumn-opening-ceremony');
    expect(story?.body).toContain('<blockquote>The fair is a bridge between makers and markets.</blockquote>');
    expect(documents.every((document) => !/<script|on[a-z]+=|javascript:/i.test(document.body))).toBe(true);
  });
});
