import { describe, expect, it } from 'vitest';
import { queryMix, type DictionaryKeyword } from './query-mix.js';

const KEYWORDS: DictionaryKeyword[] = [
  { language: 'en-US', keyword: 'LED Work Light' },
  { language: 'en-US', keyword: 'Stainless Steel Kettle' },
  { language: 'zh-CN', keyword: '防水工作灯' },
  { language: 'zh-CN', keyword: '不锈钢水壶' },
];

describe('queryMix', () => {
  const mix = queryMix(KEYWORDS, 400, 1);

  it('is the same for the same seed', () => {
    expect(queryMix(KEYWORDS, 400, 1)).toEqual(mix);
  });

  it('asks in both languages for 1 to 6 characters from the start of a word of a keyword', () => {
    expect(mix.filter((body) => body.lang === 'zh-CN')).toHaveLength(200);
    for (const body of mix) {
      expect([...body.q].length).toBeGreaterThanOrEqual(1);
      expect([...body.q].length).toBeLessThanOrEqual(6);
      const words = KEYWORDS.filter((entry) => entry.language === body.lang).map((entry) => entry.keyword.toLowerCase());
      expect(words.some((keyword) => keyword.includes(body.q.toLowerCase()))).toBe(true);
    }
  });

  it('sends a history with some of the requests, of keywords of the language', () => {
    const withHistory = mix.filter((body) => body.history !== undefined);
    expect(withHistory.length).toBeGreaterThan(40);
    expect(withHistory.length).toBeLessThan(200);
    expect(withHistory.find((body) => body.lang === 'zh-CN')?.history).toMatch(/^[防不][^,]*(,[防不][^,]*)*$/);
  });
});
