import { describe, expect, it } from 'vitest';
import { rfqCreateUrlIn } from './rfq-create-url';

const ORIGIN = 'https://fair.example';

describe('rfqCreateUrlIn', () => {
  it("puts the page's language before the hash of the member area's create page", () => {
    expect(rfqCreateUrlIn('/member/rfq/index#/rfq-list/create', 'en-US', ORIGIN)).toBe('/member/rfq/index?lang=en-US#/rfq-list/create');
    expect(rfqCreateUrlIn('/member/rfq/index#/rfq-list/create', 'zh-CN', ORIGIN)).toBe('/member/rfq/index?lang=zh-CN#/rfq-list/create');
  });

  it('keeps the query the operator wrote, replacing a language it named', () => {
    expect(rfqCreateUrlIn('/member/rfq/index?from=home&lang=zh-CN#/rfq-list/create', 'en-US', ORIGIN)).toBe(
      '/member/rfq/index?from=home&lang=en-US#/rfq-list/create',
    );
  });

  it('takes a full URL of the portal as its path', () => {
    expect(rfqCreateUrlIn(`${ORIGIN}/member/rfq/index#/rfq-list/create`, 'en-US', ORIGIN)).toBe('/member/rfq/index?lang=en-US#/rfq-list/create');
  });

  it("opens another site's URL as it is", () => {
    expect(rfqCreateUrlIn('https://rfq.example/create#x', 'en-US', ORIGIN)).toBe('https://rfq.example/create#x');
  });
});
