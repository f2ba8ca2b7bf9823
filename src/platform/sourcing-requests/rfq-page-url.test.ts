import { describe, expect, it } from 'vitest';
import { rfqPageUrl } from './rfq-page-url';

describe('rfqPageUrl', () => {
  it("names the view by its hash and keeps the page's language (spec §2)", () => {
    expect(rfqPageUrl('en-US')).toBe('/member/rfq/index?lang=en-US#/rfq-list');
    expect(rfqPageUrl('zh-CN', 'create')).toBe('/member/rfq/index?lang=zh-CN#/rfq-list/create');
  });
});
