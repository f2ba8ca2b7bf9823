import { describe, expect, it } from 'vitest';
import { continuePathOf, navigationPath, pagePath } from './pages';

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
    expect(pagePath('search', { language: 'en-US', query: { type: 1, keyword: 'LED lamp', page: undefined } })).toBe(
      '/m/en-US/search?type=1&keyword=LED%20lamp',
    );
  });

  it("raises 'unkown page:' with the name for a page the portal does not have", () => {
    expect(() => pagePath('nowhere', { language: 'en-US' })).toThrow('unkown page:nowhere');
    expect(() => pagePath('toString', { language: 'en-US' })).toThrow('unkown page:toString');
  });
});

describe('navigationPath (spec §2: on mobile every navigation is forced to the download page)', () => {
  it('sends a mobile navigation to the download page, with the page it was going to', () => {
    expect(navigationPath('shortVideoList', { language: 'en-US' })).toBe('/m/en-US/download?page=%2Fm%2Fen-US%2Fshortvideo');
    expect(navigationPath('catalogDetail', { language: 'zh-CN', id: '7', query: { from: 'home' } })).toBe(
      '/m/zh-CN/download?page=%2Fm%2Fzh-CN%2Fcatalog%2Fdetail%2F7%3Ffrom%3Dhome',
    );
  });

  it('leaves the search results, the download page itself and the desktop site where they are', () => {
    expect(navigationPath('search', { language: 'en-US', query: { type: 2, keyword: 'pump' } })).toBe('/m/en-US/search?type=2&keyword=pump');
    expect(navigationPath('download', { language: 'en-US' })).toBe('/m/en-US/download');
    expect(navigationPath('catalogList', { language: 'en-US', mobile: false })).toBe('/en-US/catalog');
  });

  it('still refuses a page the portal does not have', () => {
    expect(() => navigationPath('nowhere', { language: 'en-US' })).toThrow('unkown page:nowhere');
  });
});

describe('continuePathOf', () => {
  it("takes only the mobile site's own paths", () => {
    expect(continuePathOf('/m/en-US/shortvideo')).toBe('/m/en-US/shortvideo');
    expect(continuePathOf('//evil.example/m/')).toBeUndefined();
    expect(continuePathOf('https://evil.example/m/en-US/')).toBeUndefined();
    expect(continuePathOf('javascript:alert(1)')).toBeUndefined();
    expect(continuePathOf(null)).toBeUndefined();
  });
});
