import { describe, expect, it } from 'vitest';
import { searchPageUrl } from './search-page';

describe('search page link', () => {
  it.each([
    ['product', '/m/en-US/search?type=1&keyword=LED%20lighting'],
    ['exhibitor', '/m/en-US/search?type=2&keyword=LED%20lighting'],
    ['booth', '/m/en-US/search?type=3&keyword=LED%20lighting'],
  ] as const)('searches %s with its query type', (type, url) => {
    expect(searchPageUrl('en-US', type, 'LED lighting')).toBe(url);
  });

  it('encodes the keyword, in the language of the page', () => {
    expect(searchPageUrl('zh-CN', 'product', '智能家居&灯')).toBe(`/m/zh-CN/search?type=1&keyword=${encodeURIComponent('智能家居&灯')}`);
  });
});
