import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { epSearchMix, type EpSearchSample } from './ep-search-mix.js';

const SAMPLE: EpSearchSample = {
  keywords: [
    { language: 'en-US', keyword: 'LED Work Light' },
    { language: 'en-US', keyword: 'Stainless Steel Kettle' },
    { language: 'zh-CN', keyword: '防水工作灯' },
    { language: 'zh-CN', keyword: '不锈钢水壶' },
  ],
  boothCodes: ['20.1A01', '21.3C45'],
  areas: ['A', 'B'],
};

const queryOf = (path: string) => qs.parse(path.slice(path.indexOf('?') + 1)) as Record<string, unknown>;

describe('epSearchMix', () => {
  const mix = epSearchMix(SAMPLE, 600, 1, '1001');

  it('is the same for the same seed', () => {
    expect(epSearchMix(SAMPLE, 600, 1, '1001')).toEqual(mix);
  });

  it('asks the three query types in turn, each under a label of its own', () => {
    expect(mix.slice(0, 3).map((request) => request.label)).toEqual(['epSearch type 1', 'epSearch type 2', 'epSearch type 3']);
    for (const request of mix) {
      expect(request.path).toMatch(/^\/b2bshop\/api\/industrySites\/1001\/epSearch\?/);
      expect(queryOf(request.path).type).toBe(request.label.slice(-1));
    }
  });

  it('asks for products by a keyword of the language, exhibitors sometimes without one, booths by the start of a number', () => {
    for (const request of mix) {
      const { type, lang, keyword } = queryOf(request.path);
      if (type === '3') expect(SAMPLE.boothCodes.some((code) => code.startsWith(String(keyword).toUpperCase()))).toBe(true);
      else if (keyword !== undefined) expect(SAMPLE.keywords).toContainEqual({ language: lang, keyword });
    }
    const exhibitors = mix.filter((request) => request.label === 'epSearch type 2');
    expect(exhibitors.filter((request) => queryOf(request.path).keyword === undefined).length).toBeGreaterThan(10);
  });

  it('filters half of the requests and asks for the first or the fifth page of 20', () => {
    const filtered = mix.filter((request) => queryOf(request.path).filter !== undefined);
    expect(filtered.length).toBeGreaterThan(240);
    expect(filtered.length).toBeLessThan(360);
    expect(new Set(mix.map((request) => `${queryOf(request.path).page}/${queryOf(request.path).size}`))).toEqual(new Set(['0/20', '4/20']));
  });
});
