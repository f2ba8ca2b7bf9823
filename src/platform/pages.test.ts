import { describe, expect, it } from 'vitest';
import { pagePath } from './pages';

describe('pagePath (spec §2)', () => {
  it('gives the home page the empty path, under /m and the language', () => {
    expect(pagePath('index', { language: 'en-US' })).toBe('/m/en-US/');
    expect(pagePath('index', { language: 'zh-CN', mobile: false })).toBe('/zh-CN/');
  });

  it.each([
    ['search', '/m/en-US/search'],
    ['download', '/m/en-US/download'],
    ['catalogList', '/m/en-US/catalog'],
    ['myCatalog', '/m/en-US/catalogList'],
    ['shortVideoDetail', '/m/en-US/shortVideoDetail'],
    ['shortVideoList', '/m/en-US/shortvideo'],
  ])('names %s at %s', (name, path) => {
    expect(pagePath(name, { language: 'en-US' })).toBe(path);
  });

  it('puts the id in catalog/detail/{id}, encoded, and wants one', () => {
    expect(pagePath('catalogDetail', { language: 'zh-CN', id: 'cat 7' })).toBe('/m/zh-CN/catalog/detail/cat%207');
    expect(() => pagePath('catalogDetail', { language: 'zh-CN' })).toThrow('page catalogDetail needs an id');
  });

  it('appends the query parameters, leaving out those without a value', () => {
    expect(pagePath('search', { language: 'en-US', query: { type: 1, keyword: 'LED lamp', page: undefined } })).toBe('/m/en-US/search?type=1&keyword=LED%20lamp');
  });

  it("raises 'unkown page:' with the name for a page the portal does not have", () => {
    expect(() => pagePath('nowhere', { language: 'en-US' })).toThrow('unkown page:nowhere');
    expect(() => pagePath('toString', { language: 'en-US' })).toThrow('unkown page:toString');
  });
});

