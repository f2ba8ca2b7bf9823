import { describe, expect, it } from 'vitest';
import { productPageUrl, shopPageUrl } from './shop-pages';

describe('shop page links', () => {
  it("link an exhibitor's shop and its products under /m and the language", () => {
    expect(shopPageUrl('en-US', 'BRIGHTWAY')).toBe('/m/en-US/shops/BRIGHTWAY');
    expect(productPageUrl('zh-CN', 'BRIGHTWAY', 'P1001')).toBe('/m/zh-CN/shops/BRIGHTWAY/listedProducts/P1001');
  });

  it('encode what they put in the path', () => {
    expect(productPageUrl('en-US', 'a b', 'x/y')).toBe('/m/en-US/shops/a%20b/listedProducts/x%2Fy');
  });
});
